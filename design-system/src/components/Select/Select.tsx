import { useRef, type Key, type ReactNode } from 'react';
import { HiddenSelect, mergeProps, useButton, useFocusRing, useHover, useSelect } from 'react-aria';
import { Item, useSelectState } from 'react-stately';
import { useLabels } from '../../labels/useLabels';
import { ChevronIcon } from '../private/ChevronIcon';
import { useFormError } from '../private/FormContext';
import { TextFieldShell } from '../private/TextFieldShell';
import { selectLabelsEn, type SelectLabels } from './Select.labels';
import { SelectPopover } from './SelectPopover';
import * as styles from './Select.css';

export interface SelectOption {
  /** Posted with the form under the select's `name`; unique within the options. */
  value: string;
  /** What the visitor reads, in the button and in the list. */
  label: string;
  /** Shown but not choosable; the arrow keys pass over it. */
  isDisabled?: boolean;
}

export interface SelectProps {
  /** Visible label, also the accessible name. */
  label: string;
  /** The choices, in the order listed. */
  options: SelectOption[];
  /** Name under which the chosen value posts with the form. */
  name?: string;
  /** The chosen value (controlled); `null` for none. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the newly chosen value. */
  onChange?: (value: string | null) => void;
  /** Shown in the button while nothing is chosen; the `select.placeholder` label by default. */
  placeholder?: string;
  /** Help text between the label and the button, read after the name. */
  description?: ReactNode;
  /**
   * Marks the select invalid and shows this under it. Inside a `Form`, the form's
   * `errors[name]` does the same without this prop.
   */
  errorMessage?: string;
  /** Marks the field required with an asterisk beside the label (a button cannot carry `aria-required`). */
  isRequired?: boolean;
  /** Greys the field out; it can't be focused or changed, and isn't posted. */
  isDisabled?: boolean;
  /** Passed to the hidden native select, so the browser's autofill can fill it. */
  autoComplete?: string;
  /** Replaces the provider's `select` labels for this field. */
  labels?: Partial<SelectLabels>;
  /** Extra class on the field, for the host's layout. */
  className?: string;
}

/**
 * A labelled button that opens a list of options in a popover (react-aria's select
 * pattern): Enter, Space or the arrow keys open it, arrows and typing a letter move
 * through it, Enter picks, Escape closes and focus returns to the button. A hidden
 * native `<select>` carries the value, so it posts with the form, with or without
 * JavaScript, and the browser's autofill works. Errors work as in `TextField`.
 */
export function Select({
  label,
  options,
  placeholder,
  description,
  errorMessage,
  labels,
  className,
  value,
  defaultValue,
  onChange,
  ...fieldProps
}: SelectProps) {
  const text = useLabels('select', selectLabelsEn, {
    ...labels,
    placeholder: placeholder ?? labels?.placeholder,
  });
  const formError = useFormError(fieldProps.name);
  const message = errorMessage || formError;
  const ariaProps = {
    ...fieldProps,
    label,
    description,
    errorMessage: message,
    isInvalid: message ? true : undefined,
    // The site's own messages, never the browser's validation bubbles.
    validationBehavior: 'aria' as const,
    items: options,
    disabledKeys: options.filter((option) => option.isDisabled).map((option) => option.value),
    children: (option: SelectOption) => (
      <Item key={option.value} textValue={option.label}>
        {option.label}
      </Item>
    ),
    ...(value !== undefined ? { value } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    onChange: onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined,
  };
  const state = useSelectState(ariaProps);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps } = useSelect(
    ariaProps,
    state,
    triggerRef,
  );
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: fieldProps.isDisabled });
  const selected = state.selectedItem;

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
      {/* Before the hidden select: the Form focuses the first invalid element after a submit. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- see aria-invalid below */}
      <button
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        ref={triggerRef}
        className={styles.trigger}
        // The Form moves focus to the first [aria-invalid] after a submit, and screen readers
        // announce it; aria-invalid is a global attribute in ARIA 1.2, which axe accepts here.
        aria-invalid={message ? true : undefined}
        data-invalid={message ? true : undefined}
        data-disabled={fieldProps.isDisabled || undefined}
        data-open={state.isOpen || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <span {...valueProps} className={styles.value} data-placeholder={selected ? undefined : ''}>
          {selected ? selected.textValue : text.placeholder}
        </span>
        <ChevronIcon className={styles.chevron} />
      </button>
      <HiddenSelect
        state={state}
        triggerRef={triggerRef}
        label={label}
        name={fieldProps.name}
        isDisabled={fieldProps.isDisabled}
        autoComplete={fieldProps.autoComplete}
      />
      {state.isOpen ? <SelectPopover state={state} triggerRef={triggerRef} menuProps={menuProps} /> : null}
    </TextFieldShell>
  );
}
