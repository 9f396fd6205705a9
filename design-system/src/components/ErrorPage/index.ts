export { ErrorPage } from './ErrorPage';
export { PageErrorBoundary } from './PageErrorBoundary';
export type { ErrorPageLabels, ErrorPageProps } from './ErrorPage';
export type { PageErrorBoundaryProps } from './PageErrorBoundary';
