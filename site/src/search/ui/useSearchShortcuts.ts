import { useEffect } from 'react';

/** Typing into a field: "/" is a character there, not a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Ctrl K / ⌘ K anywhere, and "/" outside text fields, open the search (spec §2).
 * A page-wide shortcut has no react-aria hook: it is a plain document listener.
 */
export function useSearchShortcuts(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const withModifier = event.ctrlKey || event.metaKey;
      if (
        (withModifier && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !withModifier && !isTextEntry(event.target))
      ) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
