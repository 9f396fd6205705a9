import { useLabels } from '../../labels/useLabels';
import { lazyBoundaryLabelsEn as englishLabels } from './LazyBoundary.labels';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary, getErrorMessage } from 'react-error-boundary';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './LazyBoundary.css';
import { RetryAttemptContext } from './lazyWithRetry';
import type { LazyBoundaryLabels } from './LazyBoundary.labels';

export interface LazyBoundaryProps {
  /**
   * Overrides the `lazyBoundary` labels of the provider.
   * @default the provider's lazyBoundary labels
   */
  labels?: Partial<LazyBoundaryLabels>;
  /** Code-split parts, made with `lazyWithRetry` so Retry really loads them again. */
  children: ReactNode;
  /** How long loading lasts before the spinner shows. */
  spinnerDelayMs?: number;
  /** To report the failure, e.g. to the console or a log. */
  onError?: (error: unknown) => void;
  /** Extra class on the area shown while loading or after an error, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

interface LazyErrorProps {
  error: unknown;
  labels: LazyBoundaryLabels;
  onRetry: () => void;
  /** After a Retry that failed again, the Retry button (which had focus) gets it back. */
  isRetry: boolean;
}

function LazyError({ error, labels, onRetry, isRetry }: LazyErrorProps) {
  const message = getErrorMessage(error);
  return (
    <div role="alert" className={styles.errorBox}>
      <p className={styles.title}>{labels.errorTitle}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      <Button variant="secondary" onPress={onRetry} autoFocus={isRetry}>
        {labels.retry}
      </Button>
    </div>
  );
}

/**
 * Wraps code-split parts of a page: a delayed spinner while they load and, when a
 * chunk fails, a centred error box whose Retry button loads it again.
 */
export function LazyBoundary({
  labels: ownLabels,
  children,
  spinnerDelayMs = 200,
  onError,
  className,
}: LazyBoundaryProps) {
  const labels = useLabels('lazyBoundary', englishLabels, ownLabels);
  const [attempt, setAttempt] = useState(0);
  const areaClass = [styles.area, className].filter(Boolean).join(' ');

  return (
    <RetryAttemptContext.Provider value={attempt}>
      <ErrorBoundary
        onError={onError}
        fallbackRender={({ error, resetErrorBoundary }) => (
          <div className={areaClass}>
            <LazyError
              error={error}
              labels={labels}
              isRetry={attempt > 0}
              onRetry={() => {
                setAttempt((previous) => previous + 1);
                resetErrorBoundary();
              }}
            />
          </div>
        )}
      >
        <Suspense
          fallback={
            <div className={areaClass}>
              <Spinner label={labels.loading} delayMs={spinnerDelayMs} />
            </div>
          }
        >
          {children}
        </Suspense>
      </ErrorBoundary>
    </RetryAttemptContext.Provider>
  );
}

export type { LazyBoundaryLabels } from './LazyBoundary.labels';
