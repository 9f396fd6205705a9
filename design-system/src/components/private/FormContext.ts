import { createContext, useContext } from 'react';

export interface FormContextValue {
  /** Field name → the site's message for it. */
  errors: Readonly<Record<string, string | undefined>>;
  isSubmitting: boolean;
}

/**
 * What a Form tells the fields and the submit button inside it. Not react-aria's
 * FormValidationContext: that one hides a field's error on its `change` event, i.e.
 * on blur, so the layout shifts under the pointer on its way to the submit button
 * and the click is lost. Here an error stays until the site's next verdict.
 */
export const FormContext = createContext<FormContextValue | undefined>(undefined);

/** The surrounding Form's message for the field called `name`, if any. */
export function useFormError(name: string | undefined): string | undefined {
  const errors = useContext(FormContext)?.errors;
  if (!errors || !name || !Object.prototype.hasOwnProperty.call(errors, name)) return undefined;
  return errors[name] || undefined;
}
