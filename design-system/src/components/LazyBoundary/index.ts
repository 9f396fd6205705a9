export { LazyBoundary } from './LazyBoundary';
export { lazyWithRetry } from './lazyWithRetry';
export type { LazyBoundaryLabels, LazyBoundaryProps } from './LazyBoundary';
