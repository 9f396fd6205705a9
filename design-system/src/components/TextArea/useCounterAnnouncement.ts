import { useEffect, useState } from 'react';

/** Quiet time after the last keystroke before the remaining count is read out. */
export const COUNTER_ANNOUNCE_DELAY_MS = 700;

/**
 * The text for the counter's live region: the latest counter text, but only once
 * typing pauses, so a screen reader says the count once instead of at every key.
 * It starts with the text at mount, which live regions do not announce, so the
 * count is there for `aria-describedby` without being read out unprompted.
 */
export function useCounterAnnouncement(text: string | undefined, changeCount: number): string {
  const [announced, setAnnounced] = useState(text ?? '');
  // Before any typing, the text can still change with the labels (a locale switch): follow it.
  if (changeCount === 0 && announced !== (text ?? '')) setAnnounced(text ?? '');

  useEffect(() => {
    if (changeCount === 0) return undefined;
    const timer = window.setTimeout(() => setAnnounced(text ?? ''), COUNTER_ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, changeCount]);

  return announced;
}
