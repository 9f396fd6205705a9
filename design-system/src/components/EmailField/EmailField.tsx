import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck'>;

/**
 * A TextField for e-mail addresses: the e-mail keyboard on phones, autofill from the
 * browser, no spell checking or auto-capitalisation of the address.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', ...props },
  ref,
) {
  return (
    <TextField
      {...props}
      ref={ref}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
});
