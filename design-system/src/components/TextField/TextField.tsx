import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useObjectRef, useTextField, type AriaTextFieldProps } from 'react-aria';
import * as styles from '../private/TextFieldBase.css';
import { useFormError } from '../private/FormContext';
import { TextFieldShell } from '../private/TextFieldShell';
import { useFieldValue } from '../private/useFieldValue';

export type TextFieldType = 'text' | 'email' | 'url' | 'tel' | 'search' | 'password';

export interface TextFieldProps extends Pick<
  AriaTextFieldProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'minLength'
  | 'placeholder'
  | 'id'
  | 'aria-describedby'
> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Help text between the label and the input, read after the name. */
  description?: ReactNode;
  /**
   * Marks the field invalid and shows this under it. Inside a `Form`, the form's
   * `errors[name]` does the same without this prop.
   */
  errorMessage?: string;
  /**
   * Input type, which picks the mobile keyboard and the browser's autofill.
   * @default text
   */
  type?: TextFieldType;
  /** Turns the browser's spelling check on or off; the browser decides when unset. Off for codes and names. */
  spellCheck?: boolean;
  /** How mobile keyboards capitalise what is typed; `none` for addresses, codes and user names. */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Extra class on the field, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * A labelled single-line input. Uncontrolled unless `value` is given, so what the
 * visitor typed survives any error, and so does text typed before the page hydrated.
 * Errors come from `errorMessage` or from the surrounding `Form`, and are tied to the
 * input with aria-invalid and aria-describedby.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, className, spellCheck, ...fieldProps },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const [value, setValue] = useFieldValue(fieldProps, ref);
  const formError = useFormError(fieldProps.name);
  const message = errorMessage || formError;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...fieldProps,
      value,
      onChange: setValue,
      label,
      description,
      errorMessage: message,
      isInvalid: message ? true : undefined,
      spellCheck: spellCheck === undefined ? undefined : String(spellCheck),
      // The site's own messages, never the browser's validation bubbles.
      validationBehavior: 'aria',
    },
    ref,
  );
  const { focusProps, isFocused } = useFocusRing({ isTextInput: true });

  return (
    <TextFieldShell
      label={label}
      isRequired={fieldProps.isRequired}
      labelProps={labelProps}
      description={description}
      descriptionProps={descriptionProps}
      errorMessage={message}
      errorMessageProps={errorMessageProps}
      className={className}
    >
      <input
        {...mergeProps(inputProps, focusProps)}
        ref={ref}
        className={styles.control}
        data-focused={isFocused || undefined}
        data-invalid={message ? true : undefined}
        data-disabled={fieldProps.isDisabled || undefined}
      />
    </TextFieldShell>
  );
});
