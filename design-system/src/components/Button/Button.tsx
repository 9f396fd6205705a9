import { forwardRef, type ReactNode } from 'react';
import {
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useObjectRef,
  type AriaButtonProps,
} from 'react-aria';
import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps extends AriaButtonProps<'button'> {
  children?: ReactNode;
  /**
   * Visual weight: `primary` for the main action of a view, `secondary` beside it, `ghost` for tool buttons.
   * @default primary
   */
  variant?: ButtonVariant;
  /**
   * `sm` for dense places (toolbars, lists), `md` elsewhere; both keep a target large enough to press.
   * @default md
   */
  size?: ButtonSize;
  /**
   * Square button holding only an icon; give it an `aria-label`.
   * @default false
   */
  iconOnly?: boolean;
  /** Extra class on the button, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
  /** Tooltip shown on hover, e.g. the full name of an icon-only button; not a substitute for its `aria-label`. */
  title?: string;
  /** The pointer started hovering the button (e.g. to preload what it opens). */
  onHoverStart?: () => void;
  /** Keyboard shortcut that also triggers the button, e.g. "Control+K". */
  'aria-keyshortcuts'?: string;
}

/**
 * The base button. Press, hover and focus-visible states come from react-aria and
 * are exposed as `data-pressed`, `data-hovered`, `data-focus-visible` and `data-disabled` for styling.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    iconOnly = false,
    className,
    title,
    children,
    'aria-keyshortcuts': keyShortcuts,
    onHoverStart,
    ...ariaProps
  },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const { buttonProps, isPressed } = useButton(ariaProps, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled, onHoverStart });
  // Also aria-disabled: a button that must keep its focus (SubmitButton while busy) is
  // only announced as disabled, and should look it.
  const ariaDisabled = ariaProps['aria-disabled'];
  const isDisabled = ariaProps.isDisabled || ariaDisabled === true || ariaDisabled === 'true';
  const classes = [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    iconOnly ? styles.iconOnly : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      className={classes}
      title={title}
      aria-keyshortcuts={keyShortcuts}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      {children}
    </button>
  );
});
