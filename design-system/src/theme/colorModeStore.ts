import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  isColorMode,
  type ColorMode,
} from './colorModeConstants';
import { warnStorageUnavailable } from './storageWarning';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Storage can be missing or throw (privacy modes, disabled cookies); dark then. */
export function readStoredColorMode(key = COLOR_MODE_STORAGE_KEY): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(key);
    return isColorMode(stored) ? stored : null;
  } catch (error) {
    warnStorageUnavailable('the colour mode', error);
    return null;
  }
}

function writeStoredColorMode(mode: ColorMode, key: string): void {
  try {
    window.localStorage.setItem(key, mode);
  } catch (error) {
    // Without storage the choice lasts for this page only, which is the best we can do.
    warnStorageUnavailable('the colour mode', error);
  }
}

export function getAppliedColorMode(): ColorMode {
  const applied = document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE);
  return isColorMode(applied) ? applied : DEFAULT_COLOR_MODE;
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  listeners.forEach((listener) => listener());
}

export function setColorMode(mode: ColorMode, key = COLOR_MODE_STORAGE_KEY): void {
  writeStoredColorMode(mode, key);
  applyColorMode(mode);
}

/**
 * Subscribes to colour-mode changes made in this tab and, through the `storage`
 * event, in other tabs of the same site.
 */
export function subscribeToColorMode(listener: Listener, key = COLOR_MODE_STORAGE_KEY): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    applyColorMode(isColorMode(event.newValue) ? event.newValue : DEFAULT_COLOR_MODE);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
