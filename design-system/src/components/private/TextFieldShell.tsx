import type { ReactNode } from 'react';
import type { TextFieldAria } from 'react-aria';
import * as styles from './TextFieldBase.css';

export interface TextFieldShellProps extends Pick<
  TextFieldAria,
  'labelProps' | 'descriptionProps' | 'errorMessageProps'
> {
  label: string;
  isRequired?: boolean;
  description?: ReactNode;
  /** Shown, and referenced by the control's `aria-describedby`, only when set. */
  errorMessage?: string;
  className?: string;
  /** The input or textarea. */
  children: ReactNode;
  /** Extra content under the control, e.g. a character counter. */
  footer?: ReactNode;
}

/**
 * The parts every text field shares: label with a required mark, help text before
 * the control (read before typing), and the error message after it.
 */
export function TextFieldShell({
  label,
  isRequired,
  labelProps,
  description,
  descriptionProps,
  errorMessage,
  errorMessageProps,
  className,
  children,
  footer,
}: TextFieldShellProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label {...labelProps} className={styles.label}>
        {label}
        {/* Sighted cue only: the control itself carries aria-required. */}
        {isRequired ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <div {...descriptionProps} className={styles.description}>
          {description}
        </div>
      ) : null}
      {children}
      {errorMessage ? (
        <div {...errorMessageProps} className={styles.error}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </div>
      ) : null}
      {footer}
    </div>
  );
}

export function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.25v4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="8" cy="11.25" r="0.9" fill="currentColor" />
    </svg>
  );
}
