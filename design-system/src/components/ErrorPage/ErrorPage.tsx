import { useLabels } from '../../labels/useLabels';
import { errorPageLabelsEn as englishLabels } from './ErrorPage.labels';
import { useEffect, useRef } from 'react';
import * as styles from './ErrorPage.css';
import { Button } from '../Button';

export interface ErrorPageProps {
  /** The page heading; the `errorPage.title` label by default. */
  title?: string;
  /** The error's message; nothing is shown when empty. */
  message?: string;
  /** The retry button; the `errorPage.retry` label by default. */
  retryLabel?: string;
  /** Called by the retry button, e.g. to reset the error boundary or reload the data. */
  onRetry: () => void;
  /** Extra class on the page, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * Replaces a page that crashed. Its heading takes focus when it appears, so keyboard
 * and screen-reader users learn at once what happened and continue from there.
 */
export function ErrorPage({ title, message, retryLabel, onRetry, className }: ErrorPageProps) {
  const labels = useLabels('errorPage', englishLabels, { title, retry: retryLabel });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {labels.title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      <Button onPress={onRetry}>{labels.retry}</Button>
    </div>
  );
}

export type { ErrorPageLabels } from './ErrorPage.labels';
