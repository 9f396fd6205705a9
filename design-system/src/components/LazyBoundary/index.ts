export { LazyBoundary } from './LazyBoundary';
export { lazyWithRetry } from './lazyWithRetry';
export { lazyComponent } from './lazyComponent';
export type { LazyBoundaryLabels, LazyBoundaryProps } from './LazyBoundary';
