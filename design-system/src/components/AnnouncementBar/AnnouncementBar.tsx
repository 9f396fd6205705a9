import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './AnnouncementBar.css';
import { useLabels } from '../../labels/useLabels';
import { announcementBarLabelsEn as englishLabels } from './AnnouncementBar.labels';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from './announcementBarScript';
import { readDismissedId, subscribeToDismissal, writeDismissedId } from './dismissalStore';

export interface AnnouncementBarProps {
  /** Names this announcement: a bar with a new id shows again to those who closed the last one. */
  id: string;
  /** The announcement itself, a line of text that may hold a link. */
  children: ReactNode;
  /** Accessible name of the close button; the `announcementBar.dismiss` label by default. */
  dismissLabel?: string;
  /** localStorage key holding the id of the dismissed bar. */
  storageKey?: string;
  /** Extra class on the bar, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

function CloseIcon() {
  return (
    <svg className={styles.closeIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3 3 13" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

const notDismissedOnServer = () => false;

/**
 * A site-wide announcement above the navbar that visitors can close for good. Pair it
 * with `announcementBarScript` in `<head>` so a closed bar never flashes on load.
 */
export function AnnouncementBar({
  id,
  children,
  dismissLabel,
  storageKey = ANNOUNCEMENT_STORAGE_KEY,
  className,
}: AnnouncementBarProps) {
  const labels = useLabels('announcementBar', englishLabels, { dismiss: dismissLabel });
  const subscribe = useCallback(
    (listener: () => void) => subscribeToDismissal(listener, storageKey),
    [storageKey],
  );
  // The server, and hydration, render the bar; the head script's attribute hides it meanwhile.
  const isStoredDismissed = useSyncExternalStore(
    subscribe,
    () => readDismissedId(storageKey) === id,
    notDismissedOnServer,
  );
  // Hides the bar even when storage refuses to remember the dismissal.
  const [dismissedId, setDismissedId] = useState<string>();
  const isDismissed = isStoredDismissed || dismissedId === id;

  useEffect(() => {
    const root = document.documentElement;
    if (isDismissed) root.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, id);
    // A stale mark (another id, or a dismissal forgotten since) must not hide a shown bar.
    // Storage is read again because hydration renders "not dismissed" whatever it holds.
    else if (readDismissedId(storageKey) !== id) root.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  }, [id, isDismissed, storageKey]);

  if (isDismissed) return null;

  const dismiss = () => {
    setDismissedId(id);
    writeDismissedId(storageKey, id);
  };

  return (
    <div className={[styles.bar, className].filter(Boolean).join(' ')} data-announcement-id={id}>
      <div className={styles.content}>{children}</div>
      <Button variant="ghost" size="sm" iconOnly aria-label={labels.dismiss} onPress={dismiss}>
        <CloseIcon />
      </Button>
    </div>
  );
}

export type { AnnouncementBarLabels } from './AnnouncementBar.labels';
