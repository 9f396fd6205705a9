import { useEffect, useRef, type ReactNode } from 'react';
import { mergeProps, Overlay, useDialog, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../theme/tokens';
import { Button } from '../Button';
import * as styles from './MobileSidebar.css';

export interface MobileSidebarProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the dialog, e.g. "Menu". */
  title: string;
  /** Accessible name of the close button, e.g. "Close the menu". */
  closeLabel: string;
  /** Shown at the start of the header, e.g. the site's brand. */
  headerStart?: ReactNode;
  /** Shown before the close button, e.g. the colour-mode toggle. */
  headerEnd?: ReactNode;
  children: ReactNode;
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's menu below the desktop breakpoint: a modal dialog from the side.
 * react-aria moves focus in and keeps it there, locks page scrolling, hides the
 * rest of the page from assistive technology, and closes on Escape or outside
 * press. It closes by itself once the viewport reaches desktop width.
 */
export function MobileSidebar({ isOpen, onOpenChange, ...panelProps }: MobileSidebarProps) {
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const isDesktop = useMediaQuery(media.desktop);
  useEffect(() => {
    if (isDesktop && isOpen) onOpenChange(false);
  }, [isDesktop, isOpen, onOpenChange]);

  if (!state.isOpen) return null;
  return (
    <Overlay>
      <MobileSidebarPanel {...panelProps} onClose={state.close} state={state} />
    </Overlay>
  );
}

function MobileSidebarPanel({
  title,
  closeLabel,
  headerStart,
  headerEnd,
  children,
  onClose,
  state,
}: Omit<MobileSidebarProps, 'isOpen' | 'onOpenChange'> & {
  onClose: () => void;
  state: ReturnType<typeof useOverlayTriggerState>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, ref);
  const { dialogProps } = useDialog({ 'aria-label': title }, ref);
  return (
    <div {...underlayProps} className={styles.underlay}>
      <div {...mergeProps(modalProps, dialogProps)} ref={ref} className={styles.panel} data-mobile-sidebar="">
        <div className={styles.header}>
          <div className={styles.headerStart}>{headerStart}</div>
          {headerEnd}
          <Button variant="ghost" iconOnly aria-label={closeLabel} onPress={onClose}>
            <CloseIcon />
          </Button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
