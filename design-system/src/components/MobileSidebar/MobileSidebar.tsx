import { useLabels } from '../../labels/useLabels';
import { mobileSidebarLabelsEn as englishLabels } from './MobileSidebar.labels';
import { useEffect, type ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../theme/tokens';
import { lazyComponent } from '../LazyBoundary/lazyComponent';

export interface MobileSidebarProps {
  /** Whether the sidebar is shown; the host owns the state (controlled). */
  isOpen: boolean;
  /** Called to open or close it: the close button, Escape, a press outside; update `isOpen` with it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the dialog; the `mobileSidebar.title` label by default. */
  title?: string;
  /** Accessible name of the close button; the `mobileSidebar.close` label by default. */
  closeLabel?: string;
  /** Shown at the start of the header, e.g. the site's brand. */
  headerStart?: ReactNode;
  /** Shown before the close button, e.g. the colour-mode toggle. */
  headerEnd?: ReactNode;
  /** The sidebar's content, e.g. the navigation links, under its header. */
  children: ReactNode;
}

const panel = lazyComponent(() => import('./MobileSidebarPanel'));

/**
 * The navbar's menu below the desktop breakpoint: a modal dialog from the side.
 * react-aria moves focus in and keeps it there, locks page scrolling, hides the
 * rest of the page from assistive technology, and closes on Escape or outside
 * press. It closes by itself once the viewport reaches desktop width. The panel's
 * code loads when the browser is idle or on first opening, not with the page.
 */
export function MobileSidebar({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  ...panelProps
}: MobileSidebarProps) {
  const labels = useLabels('mobileSidebar', englishLabels, { title, close: closeLabel });
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const isDesktop = useMediaQuery(media.desktop);
  useEffect(() => {
    if (isDesktop && isOpen) onOpenChange(false);
  }, [isDesktop, isOpen, onOpenChange]);

  const Panel = panel.useComponent(state.isOpen);

  if (!state.isOpen || !Panel) return null;
  return <Panel {...panelProps} title={labels.title} closeLabel={labels.close} state={state} />;
}

export type { MobileSidebarLabels } from './MobileSidebar.labels';
