import { useRef, type RefObject } from 'react';
import {
  DismissButton,
  mergeProps,
  Overlay,
  useFocusRing,
  useListBox,
  useOption,
  usePopover,
  type AriaListBoxOptions,
} from 'react-aria';
import type { Node, SelectState } from 'react-stately';
import type { SelectOption } from './Select';
import * as styles from './Select.css';

interface SelectPopoverProps {
  state: SelectState<SelectOption>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaListBoxOptions<SelectOption>;
}

/** The open list: positioned under the button, at least as wide, closed by a press outside. */
export function SelectPopover({ state, triggerRef, menuProps }: SelectPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} className={styles.underlay} />
      <div
        {...popoverProps}
        ref={popoverRef}
        className={styles.popover}
        style={{ ...popoverProps.style, minWidth: triggerRef.current?.offsetWidth }}
      >
        <DismissButton onDismiss={state.close} />
        <SelectListBox state={state} menuProps={menuProps} />
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

function SelectListBox({ state, menuProps }: Pick<SelectPopoverProps, 'state' | 'menuProps'>) {
  const ref = useRef<HTMLUListElement>(null);
  const { listBoxProps } = useListBox(menuProps, state, ref);
  return (
    <ul {...listBoxProps} ref={ref} className={styles.listBox}>
      {[...state.collection].map((node) => (
        <SelectListOption key={node.key} node={node} state={state} />
      ))}
    </ul>
  );
}

function SelectListOption({ node, state }: { node: Node<SelectOption>; state: SelectState<SelectOption> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption({ key: node.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <li
      {...mergeProps(optionProps, focusProps)}
      ref={ref}
      className={styles.option}
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span>{node.rendered}</span>
      <svg
        className={styles.check}
        width="14"
        height="14"
        viewBox="0 0 14 14"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="m2.5 7.5 3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </li>
  );
}
