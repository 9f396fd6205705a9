import type { DOMAttributes, ReactNode } from 'react';
import * as styles from './TextFieldBase.css';
import { ErrorIcon } from './TextFieldShell';

export interface FieldHelpProps {
  description?: ReactNode;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessage?: string;
  errorMessageProps: DOMAttributes<HTMLElement>;
}

/** Help text and error message of a choice field, looking like a text field's. */
export function FieldDescription({
  description,
  descriptionProps,
  className,
}: Pick<FieldHelpProps, 'description' | 'descriptionProps'> & { className?: string }) {
  return description ? (
    <div {...descriptionProps} className={[styles.description, className].filter(Boolean).join(' ')}>
      {description}
    </div>
  ) : null;
}

export function FieldError({
  errorMessage,
  errorMessageProps,
}: Pick<FieldHelpProps, 'errorMessage' | 'errorMessageProps'>) {
  return errorMessage ? (
    <div {...errorMessageProps} className={styles.error}>
      <ErrorIcon />
      <span>{errorMessage}</span>
    </div>
  ) : null;
}

/** The required mark for the eye; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  );
}
