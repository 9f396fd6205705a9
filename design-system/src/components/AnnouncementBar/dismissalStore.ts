import { warnStorageUnavailable } from '../../theme/storageWarning';

const listeners = new Set<() => void>();

/** The id of the dismissed bar; undefined when none or when storage is unavailable. */
export function readDismissedId(storageKey: string): string | undefined {
  try {
    return window.localStorage.getItem(storageKey) ?? undefined;
  } catch (error) {
    warnStorageUnavailable('the announcement bar', error);
    return undefined;
  }
}

/** Remembers the dismissal when storage allows it; the caller hides the bar either way. */
export function writeDismissedId(storageKey: string, id: string): void {
  try {
    window.localStorage.setItem(storageKey, id);
  } catch (error) {
    warnStorageUnavailable('the announcement bar', error);
    // Private mode or storage disabled: the bar comes back on the next page, nothing breaks.
  }
  listeners.forEach((listener) => listener());
}

/** Follows dismissals in this tab and in the others. */
export function subscribeToDismissal(listener: () => void, storageKey: string): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
