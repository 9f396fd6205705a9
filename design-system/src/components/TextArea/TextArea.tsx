import { useLabels } from '../../labels/useLabels';
import { textAreaLabelsEn as englishLabels } from './TextArea.labels';
import { forwardRef, useState, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useId,
  useObjectRef,
  useTextField,
  VisuallyHidden,
  type AriaTextFieldProps,
} from 'react-aria';
import * as fieldStyles from '../private/TextFieldBase.css';
import { useFormError } from '../private/FormContext';
import { TextFieldShell } from '../private/TextFieldShell';
import { useFieldValue } from '../private/useFieldValue';
import * as styles from './TextArea.css';
import { useCounterAnnouncement } from './useCounterAnnouncement';

export interface TextAreaProps extends Pick<
  AriaTextFieldProps<HTMLTextAreaElement>,
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
  | 'maxLength'
  | 'minLength'
  | 'placeholder'
  | 'id'
  | 'aria-describedby'
> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Help text between the label and the text area, read after the name. */
  description?: ReactNode;
  /** Marks the field invalid and shows this under it; inside a `Form`, `errors[name]` does the same. */
  errorMessage?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
  /**
   * The counter shows once this many characters or fewer are left.
   * @default 10% of maxLength
   */
  counterThreshold?: number;
  /**
   * Counter text, e.g. `(n) => \`${n} characters left\``.
   * @default the textArea.remaining label
   */
  counterLabel?: (remaining: number) => string;
  /** Extra class on the field, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * A labelled multi-line input. With `maxLength`, a counter of the
 * characters left appears near the limit, turns to the danger colour at 0 and is
 * read to screen readers once typing pauses; the native attribute stops extra input.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    rows = 5,
    counterThreshold,
    counterLabel: ownCounterLabel,
    className,
    onChange,
    'aria-describedby': describedBy,
    ...fieldProps
  },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const counterLabel = useLabels('textArea', englishLabels, { remaining: ownCounterLabel }).remaining;
  // Uncontrolled for its parent unless `value` is given; the value is held here for the counter.
  const [value, setValue] = useFieldValue({ ...fieldProps, onChange }, ref);
  const [changeCount, setChangeCount] = useState(0);
  const { length } = value;

  const { maxLength } = fieldProps;
  const remaining = maxLength === undefined ? undefined : Math.max(0, maxLength - length);
  const threshold = counterThreshold ?? (maxLength === undefined ? 0 : Math.ceil(maxLength * 0.1));
  const counterText = remaining !== undefined && remaining <= threshold ? counterLabel(remaining) : undefined;
  const announcement = useCounterAnnouncement(counterText, changeCount);
  const counterId = useId();

  const formError = useFormError(fieldProps.name);
  const message = errorMessage || formError;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...fieldProps,
      label,
      description,
      errorMessage: message,
      isInvalid: message ? true : undefined,
      inputElementType: 'textarea',
      validationBehavior: 'aria',
      'aria-describedby':
        [describedBy, remaining !== undefined ? counterId : undefined].filter(Boolean).join(' ') || undefined,
      value,
      onChange: (next) => {
        setChangeCount((count) => count + 1);
        setValue(next);
      },
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
      footer={
        remaining !== undefined ? (
          <>
            {/* The visible count follows every key; assistive technologies read the region below instead. */}
            {counterText ? (
              <p aria-hidden="true" className={styles.counter} data-exhausted={remaining === 0 || undefined}>
                {counterText}
              </p>
            ) : null}
            {/* Always mounted: a live region inserted with its text is often not announced. */}
            <VisuallyHidden elementType="div" id={counterId} aria-live="polite">
              {announcement}
            </VisuallyHidden>
          </>
        ) : null
      }
    >
      <textarea
        {...mergeProps(inputProps, focusProps)}
        ref={ref}
        rows={rows}
        className={[fieldStyles.control, fieldStyles.multiline].join(' ')}
        data-focused={isFocused || undefined}
        data-invalid={message ? true : undefined}
        data-disabled={fieldProps.isDisabled || undefined}
      />
    </TextFieldShell>
  );
});

export type { TextAreaLabels } from './TextArea.labels';
