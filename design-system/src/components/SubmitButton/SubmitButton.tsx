import { useLabels } from '../../labels/useLabels';
import { submitButtonLabelsEn as englishLabels } from './SubmitButton.labels';
import { forwardRef, useContext } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { FormContext } from '../private/FormContext';
import * as styles from './SubmitButton.css';

export interface SubmitButtonProps {
  /** Text at rest, e.g. "Send". */
  label: string;
  /** Text while submitting; the `submitButton.submitting` label by default. */
  submittingLabel?: string;
  /**
   * While true it shows `submittingLabel`, is aria-disabled and submits nothing, yet keeps its focus.
   * @default the surrounding Form's isSubmitting
   */
  isSubmitting?: boolean;
  /**
   * Visual weight, as `Button`'s.
   * @default primary
   */
  variant?: ButtonVariant;
  /**
   * Size, as `Button`'s.
   * @default md
   */
  size?: ButtonSize;
  /** Id of the form it submits when it is not inside it. */
  form?: string;
  /** Extra class on the button, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * The form's submit button. While submitting it says so, is aria-disabled and submits
 * nothing, yet stays focusable so the keyboard user's focus is not lost.
 */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton(
  { label, submittingLabel, isSubmitting, variant = 'primary', size, form, className },
  ref,
) {
  const formContext = useContext(FormContext);
  const labels = useLabels('submitButton', englishLabels, { submitting: submittingLabel });
  const busy = isSubmitting ?? formContext?.isSubmitting ?? false;

  return (
    <Button
      ref={ref}
      // A plain button submits nothing on click or Enter; `disabled` would drop its focus instead.
      type={busy ? 'button' : 'submit'}
      aria-disabled={busy || undefined}
      data-submitting={busy || undefined}
      variant={variant}
      size={size}
      form={form}
      className={[styles.submitting, className].filter(Boolean).join(' ')}
    >
      {busy ? <span aria-hidden="true" className={styles.spinner} /> : null}
      {busy ? labels.submitting : label}
    </Button>
  );
});

export type { SubmitButtonLabels } from './SubmitButton.labels';
