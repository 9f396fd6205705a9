import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, getErrorMessage, type ErrorBoundaryProps } from 'react-error-boundary';
import { ErrorPage } from './ErrorPage';

export interface PageErrorBoundaryProps {
  /** The page whose rendering errors are caught and replaced by the error page. */
  children: ReactNode;
  /** e.g. "This page crashed." */
  title?: string;
  /** e.g. "Try again". */
  retryLabel?: string;
  /** Called when the boundary resets, by Try again or a change of `resetKeys`. */
  onReset?: ErrorBoundaryProps['onReset'];
  /** Changing any of these resets the boundary, e.g. `[pathname]` so navigating away recovers. */
  resetKeys?: unknown[];
  /** To report the crash. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches a page's rendering errors and shows the ErrorPage in its place. */
export function PageErrorBoundary({
  children,
  title,
  retryLabel,
  onReset,
  resetKeys,
  onError,
}: PageErrorBoundaryProps) {
  return (
    <ErrorBoundary
      onReset={onReset}
      resetKeys={resetKeys}
      onError={onError}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorPage
          title={title}
          message={getErrorMessage(error)}
          retryLabel={retryLabel}
          onRetry={() => resetErrorBoundary()}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
