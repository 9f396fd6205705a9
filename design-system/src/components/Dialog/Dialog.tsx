import { useRef, type ReactNode } from 'react';
import { FocusScope, mergeProps, Overlay, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { useLabels } from '../../labels/useLabels';
import { Button } from '../Button';
import { dialogLabelsEn, type DialogLabels } from './Dialog.labels';
import * as styles from './Dialog.css';

export type DialogSize = keyof typeof styles.size;

export interface DialogProps {
  /** Whether it is open (controlled); leave unset and use `defaultOpen` to let the dialog hold it. */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes: the close button, Escape, a press outside. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** The dialog's content; a function receives `close` for buttons that end the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Actions at the bottom (e.g. Cancel and Confirm); a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Shows the close (×) button in the header.
   * @default true
   */
  hasCloseButton?: boolean;
  /**
   * Whether a press outside the dialog closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored, for a dialog the visitor must answer.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * `alertdialog` for an urgent question that interrupts (e.g. confirm a deletion).
   * @default dialog
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Width: `small`, `medium` or `large`; never wider than the viewport.
   * @default medium
   */
  size?: DialogSize;
  /** Replaces the provider's `dialog` labels for this dialog. */
  labels?: Partial<DialogLabels>;
  /** Extra class on the dialog box, for the host's layout. */
  className?: string;
}

/**
 * A modal dialog over the page, on react-aria: focus moves into it when it opens,
 * stays in it, and returns to where it was when it closes; the page behind is hidden
 * from assistive technologies and does not scroll; Escape and a press outside close
 * it unless told otherwise. Named by its title.
 */
export function Dialog({ isOpen, defaultOpen, onOpenChange, ...modalProps }: DialogProps) {
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  if (!state.isOpen) return null;
  return <DialogModal {...modalProps} state={state} />;
}

type DialogModalProps = Omit<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  state: OverlayTriggerState;
};

function DialogModal({
  state,
  title,
  children,
  footer,
  hasCloseButton = true,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  size = 'medium',
  labels,
  className,
}: DialogModalProps) {
  const { close } = useLabels('dialog', dialogLabelsEn, labels);
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    ref,
  );
  const { dialogProps, titleProps } = useDialog({ role }, ref);
  const content = typeof children === 'function' ? children(state.close) : children;
  const actions = typeof footer === 'function' ? footer(state.close) : footer;
  return (
    <Overlay>
      {/* No autoFocus: useDialog focuses the dialog itself, so its title is read first. */}
      <FocusScope contain restoreFocus>
        <div {...underlayProps} className={styles.underlay}>
          <div
            {...mergeProps(modalProps, dialogProps)}
            ref={ref}
            className={[styles.dialog, styles.size[size], className].filter(Boolean).join(' ')}
          >
            <div className={styles.header}>
              <h2 {...titleProps} className={styles.title}>
                {title}
              </h2>
              {hasCloseButton ? (
                <Button variant="ghost" iconOnly aria-label={close} onPress={state.close}>
                  <CloseIcon />
                </Button>
              ) : null}
            </div>
            <div className={styles.body}>{content}</div>
            {actions ? <div className={styles.footer}>{actions}</div> : null}
          </div>
        </div>
      </FocusScope>
    </Overlay>
  );
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
