import { createContext, useContext, useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useRadio,
  useRadioGroup,
  VisuallyHidden,
  type AriaRadioGroupProps,
} from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { useFormError } from '../private/FormContext';
import { FieldDescription, FieldError, RequiredMark } from '../private/FieldHelp';
import * as styles from '../private/choice.css';
import * as ownStyles from './RadioGroup.css';

export interface RadioGroupProps extends Pick<
  AriaRadioGroupProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'orientation'
  | 'onFocus'
  | 'onBlur'
  | 'id'
  | 'aria-describedby'
> {
  /** Visible label of the group, also its accessible name. */
  label: string;
  /** Help text under the label, read when focus enters the group. */
  description?: ReactNode;
  /**
   * Marks the group invalid and shows this under it. Inside a `Form`, the form's
   * `errors[name]` does the same without this prop.
   */
  errorMessage?: string;
  /** The `Radio` options. */
  children: ReactNode;
  /** Extra class on the group, for the host's layout. */
  className?: string;
}

export interface RadioProps {
  /** Posted with the form under the group's `name` when chosen. */
  value: string;
  /** The option's visible label. */
  children: ReactNode;
  /** Help text under this option's label. */
  description?: ReactNode;
  /** Greys the option out; the arrow keys pass over it. */
  isDisabled?: boolean;
}

const RadioContext = createContext<RadioGroupState | null>(null);

/**
 * One choice among a few, all visible: native radio buttons sharing `name`, so the
 * chosen value posts with the form with or without JavaScript. Tab enters the group
 * at the chosen option, arrow keys move the choice. Errors work as in `TextField`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...groupProps
}: RadioGroupProps) {
  const formError = useFormError(groupProps.name);
  const message = errorMessage || formError;
  const ariaProps = {
    ...groupProps,
    label,
    description,
    errorMessage: message,
    isInvalid: message ? true : undefined,
    validationBehavior: 'aria' as const,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(
    ariaProps,
    state,
  );

  return (
    <div
      {...radioGroupProps}
      // Lets the Form move focus to the group after a submit: its name and error are read.
      tabIndex={message ? -1 : undefined}
      className={[styles.field, styles.options, className].filter(Boolean).join(' ')}
      data-invalid={message ? true : undefined}
      data-disabled={groupProps.isDisabled || undefined}
    >
      <span {...labelProps} className={styles.groupLabel}>
        {label}
        {groupProps.isRequired ? <RequiredMark /> : null}
      </span>
      <FieldDescription description={description} descriptionProps={descriptionProps} />
      <div className={groupProps.orientation === 'horizontal' ? ownStyles.horizontal : ownStyles.vertical}>
        <RadioContext.Provider value={state}>{children}</RadioContext.Provider>
      </div>
      <FieldError errorMessage={message} errorMessageProps={errorMessageProps} />
    </div>
  );
}

/** An option of a `RadioGroup`; only valid inside one. */
export function Radio({ value, children, description, isDisabled }: RadioProps) {
  const state = useContext(RadioContext);
  if (!state) throw new Error('Radio must be inside a RadioGroup.');
  const ref = useRef<HTMLInputElement>(null);
  const {
    labelProps,
    inputProps,
    descriptionProps,
    isSelected,
    isDisabled: disabled,
  } = useRadio({ value, children, isDisabled }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  return (
    <div className={ownStyles.radio}>
      <label
        {...mergeProps(labelProps, hoverProps)}
        className={styles.option}
        data-selected={isSelected || undefined}
        data-invalid={state.isInvalid || undefined}
        data-disabled={disabled || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} />
        </VisuallyHidden>
        <span className={`${styles.indicator} ${styles.circle}`} aria-hidden="true">
          <svg className={styles.mark} viewBox="0 0 14 14" focusable="false">
            <circle cx="7" cy="7" r="3.5" fill="currentColor" />
          </svg>
        </span>
        <span>{children}</span>
      </label>
      <FieldDescription
        description={description}
        descriptionProps={descriptionProps}
        className={ownStyles.radioDescription}
      />
    </div>
  );
}
