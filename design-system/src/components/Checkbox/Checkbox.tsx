import { forwardRef, type ReactNode } from 'react';
import {
  mergeProps,
  useCheckbox,
  useFocusRing,
  useHover,
  useObjectRef,
  VisuallyHidden,
  type AriaCheckboxProps,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import { useFormError } from '../private/FormContext';
import { FieldDescription, FieldError, RequiredMark } from '../private/FieldHelp';
import * as styles from '../private/choice.css';

export interface CheckboxProps extends Pick<
  AriaCheckboxProps,
  | 'name'
  | 'value'
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isIndeterminate'
  | 'onFocus'
  | 'onBlur'
  | 'id'
  | 'aria-describedby'
> {
  /** Visible label beside the box, also the accessible name. */
  label: ReactNode;
  /** Help text under the label, read after the name. */
  description?: ReactNode;
  /**
   * Marks the box invalid and shows this under it. Inside a `Form`, the form's
   * `errors[name]` does the same without this prop.
   */
  errorMessage?: string;
  /** Extra class on the field, for the host's layout. */
  className?: string;
}

/**
 * A native checkbox with a label, help text and error message. Posted with the form
 * (`name=value`, `on` by default) only when ticked, with or without JavaScript;
 * Space toggles it. States are exposed as `data-selected`, `data-invalid`,
 * `data-disabled`, `data-focus-visible` on the label.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, errorMessage, className, ...checkboxProps },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const formError = useFormError(checkboxProps.name);
  const message = errorMessage || formError;
  const state = useToggleState(checkboxProps);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isSelected, isDisabled } = useCheckbox(
    {
      ...checkboxProps,
      children: label,
      isInvalid: message ? true : undefined,
      // The site's own messages, never the browser's validation bubbles.
      validationBehavior: 'aria',
    },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label
        {...mergeProps(labelProps, hoverProps)}
        className={styles.option}
        data-selected={isSelected || checkboxProps.isIndeterminate || undefined}
        data-invalid={message ? true : undefined}
        data-disabled={isDisabled || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} />
        </VisuallyHidden>
        <span className={`${styles.indicator} ${styles.box}`} aria-hidden="true">
          <svg className={styles.mark} viewBox="0 0 14 14" focusable="false">
            {checkboxProps.isIndeterminate ? (
              <path d="M3 7h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path
                d="m2.5 7.5 3 3 6-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
          </svg>
        </span>
        <span>
          {label}
          {checkboxProps.isRequired ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldDescription description={description} descriptionProps={descriptionProps} />
      <FieldError errorMessage={message} errorMessageProps={errorMessageProps} />
    </div>
  );
});
