import { useEffect } from 'react';

/** Typing into a field: "/" is a character there, not a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Opens the search with Ctrl K / ⌘ K anywhere on the page, and with "/" outside text
 * fields. Keys that compose a character (IME) and events another handler already
 * took are left alone.
 *
 * react-aria's keyboard hooks handle keys on the element that has focus; a shortcut
 * for the whole page has no element, so this is a plain listener on the document.
 * It imports nothing else of the search, so a site can register it on every page
 * while the modal and `useSearchModal` load on first use.
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
