import { useEffect, useRef } from 'react';
import * as styles from './ErrorPage.css';
import { Button } from '../Button';

export interface ErrorPageProps {
  /** The page heading, e.g. "This page crashed." */
  title: string;
  /** The error's message; nothing is shown when empty. */
  message?: string;
  /** e.g. "Try again". */
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/**
 * Replaces a page that crashed. Its heading takes focus when it appears, so keyboard
 * and screen-reader users learn at once what happened and continue from there.
 */
export function ErrorPage({ title, message, retryLabel, onRetry, className }: ErrorPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      <Button onPress={onRetry}>{retryLabel}</Button>
    </div>
  );
}
