import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormContext, type FormContextValue } from '../private/FormContext';
import * as styles from './Form.css';
import { readFormValues } from './readFormValues';

export type FormValues = Record<string, string>;
/** Field name → message; `undefined` or a missing name means the field is valid. */
export type FormErrors = Record<string, string | undefined>;

export interface FormProps {
  /** Called with the fields' values; never while `isSubmitting`. */
  onSubmit: (values: FormValues, event: FormEvent<HTMLFormElement>) => void;
  /**
   * The site's verdict on the last submission. Each field named here shows its message,
   * and after a submit the first invalid field in the page receives focus.
   */
  errors?: FormErrors;
  /**
   * True while a submission is being sent (or validated asynchronously): further submits
   * are ignored, and focus moves to the first invalid field once it turns false.
   */
  isSubmitting?: boolean;
  /**
   * Where the browser posts the fields if the form is submitted before its script runs
   * (or without script): the endpoint the script itself sends them to.
   */
  action?: string;
  /** The fields and the submit button; fields read the form's errors and state through context. */
  children: ReactNode;
  /** Accessible name of the form when no visible heading names it. */
  'aria-label'?: string;
  /** Id of the visible heading that names the form (preferred over `aria-label`). */
  'aria-labelledby'?: string;
  /** Id of the form element, e.g. for a `SubmitButton` placed outside it (`form` prop). */
  id?: string;
  /** Extra class on the form, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

const NO_ERRORS: FormErrors = {};

/**
 * A form that knows no validation rules: it hands the values to `onSubmit`, shows the
 * `errors` the site computed next to the fields of the same name until it gives new
 * ones, and takes the visitor to the first one. The browser's own validation is off
 * (`noValidate`) so only the site's messages appear. It always declares
 * `method="post"`: a server-rendered form submitted before hydration must never put
 * what was typed (an email address, a message) in the address, server logs and referrers.
 */
export function Form({
  onSubmit,
  errors,
  isSubmitting = false,
  action,
  children,
  className,
  ...labelling
}: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const isFocusPending = useRef(false);

  const context = useMemo<FormContextValue>(
    () => ({ errors: errors ?? NO_ERRORS, isSubmitting }),
    [errors, isSubmitting],
  );

  // Runs once the submit has rendered with the errors the parent set in onSubmit, or,
  // for a submission that goes on, once isSubmitting has turned false again.
  useEffect(() => {
    if (!isFocusPending.current || isSubmitting) return;
    isFocusPending.current = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, errors, isSubmitting]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    isFocusPending.current = true;
    setSubmitCount((count) => count + 1);
    onSubmit(readFormValues(event.currentTarget), event);
  };

  return (
    <form
      {...labelling}
      ref={ref}
      method="post"
      action={action}
      noValidate
      onSubmit={handleSubmit}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      <FormContext.Provider value={context}>{children}</FormContext.Provider>
    </form>
  );
}
