import type { ReactNode } from 'react';
import * as styles from './FormMessage.css';
import { FormMessageIcon } from './FormMessageIcon';

export type FormMessageTone = 'success' | 'error';

export interface FormMessageProps {
  /** Success is announced politely (`status`), an error at once (`alert`). */
  tone: FormMessageTone;
  /** Bold first line, e.g. "Network error". */
  title?: string;
  /** The outcome's details; leave it empty (and `title` unset) until the outcome is known. */
  children?: ReactNode;
  /** Extra class on the message, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * The outcome of a form submission. Keep it mounted and give it content when the
 * outcome is known: its live regions are always in the page, empty until then,
 * because screen readers often ignore a live region inserted with its text.
 */
export function FormMessage({ tone, title, children, className }: FormMessageProps) {
  const hasContent =
    Boolean(title) || (children !== undefined && children !== null && children !== false && children !== '');
  const message = hasContent ? (
    <>
      <FormMessageIcon tone={tone} className={[styles.icon, styles.toneColor[tone]].join(' ')} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </>
  ) : null;

  // One region per role, so switching tone fills a region that is already there.
  return (
    <div className={className}>
      <div
        role="status"
        className={styles.tone.success}
        data-filled={(tone === 'success' && hasContent) || undefined}
      >
        {tone === 'success' ? message : null}
      </div>
      <div
        role="alert"
        className={styles.tone.error}
        data-filled={(tone === 'error' && hasContent) || undefined}
      >
        {tone === 'error' ? message : null}
      </div>
    </div>
  );
}
