import { useRef } from 'react';
import { FocusScope, mergeProps, Overlay, useDialog, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { Button } from '../Button';
import type { MobileSidebarProps } from './MobileSidebar';
import * as styles from './MobileSidebar.css';

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface MobileSidebarPanelProps extends Omit<
  MobileSidebarProps,
  'isOpen' | 'onOpenChange' | 'title' | 'closeLabel'
> {
  title: string;
  closeLabel: string;
  state: OverlayTriggerState;
}

/** The open sidebar, loaded on demand. */
export default function MobileSidebarPanel({
  title,
  closeLabel,
  headerStart,
  headerEnd,
  children,
  state,
}: MobileSidebarPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, ref);
  const { dialogProps } = useDialog({ 'aria-label': title }, ref);
  return (
    <Overlay>
      {/* Loaded after the opening press, so focus is moved in explicitly rather than left on <body>. */}
      <FocusScope contain restoreFocus autoFocus>
        <div {...underlayProps} className={styles.underlay}>
          <div
            {...mergeProps(modalProps, dialogProps)}
            ref={ref}
            className={styles.panel}
            data-mobile-sidebar=""
          >
            <div className={styles.header}>
              <div className={styles.headerStart}>{headerStart}</div>
              {headerEnd}
              <Button variant="ghost" iconOnly aria-label={closeLabel} onPress={state.close}>
                <CloseIcon />
              </Button>
            </div>
            <div className={styles.body}>{children}</div>
          </div>
        </div>
      </FocusScope>
    </Overlay>
  );
}
