import { useRef } from 'react';
import { mergeProps, useCheckboxGroup, useCheckboxGroupItem, useFocusRing, VisuallyHidden } from 'react-aria';
import { useCheckboxGroupState, type CheckboxGroupState } from 'react-stately';
import * as styles from './ChipFilter.css';

export interface ChipFilterOption {
  /** Identifies the option in `value` and `onChange`; never shown. */
  value: string;
  /** Visible text of the chip, also its accessible name. */
  label: string;
  /** How many items this option would show, e.g. the integrations of a technology. */
  count?: number;
}

export interface ChipFilterProps {
  /** Visible label of the group, e.g. "Technologies". */
  label: string;
  /** The chips, in display order. */
  options: ChipFilterOption[];
  /** Selected values (controlled). */
  value: string[];
  /** Called with the new selection when a chip is toggled; store it and pass it back as `value`. */
  onChange: (value: string[]) => void;
  /** Extra class on the group, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

function Chip({ option, state }: { option: ChipFilterOption; state: CheckboxGroupState }) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected } = useCheckboxGroupItem(
    { value: option.value, 'aria-label': undefined, children: option.label },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label
      className={styles.chip}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {/* A span: a label may hold only phrasing content. */}
      <VisuallyHidden elementType="span">
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      {isSelected ? (
        <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : null}
      <span>{option.label}</span>
      {option.count === undefined ? null : <span className={styles.count}>({option.count})</span>}
    </label>
  );
}

/**
 * Several options that combine, shown as chips: each is a real checkbox (react-aria's
 * checkbox group), so it is announced as checked or not and toggled with Space.
 */
export function ChipFilter({ label, options, value, onChange, className }: ChipFilterProps) {
  const state = useCheckboxGroupState({ value, onChange });
  const { groupProps, labelProps } = useCheckboxGroup({ label }, state);
  return (
    <div {...groupProps} className={[styles.group, className].filter(Boolean).join(' ')}>
      <span {...labelProps} className={styles.legend}>
        {label}
      </span>
      <div className={styles.chips}>
        {options.map((option) => (
          <Chip key={option.value} option={option} state={state} />
        ))}
      </div>
    </div>
  );
}
