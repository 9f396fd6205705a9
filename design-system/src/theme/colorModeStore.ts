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

/** Storage can be missing or throw (privacy modes, disabled cookies); the default mode then. */
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

/** The mode shown on `<html>`; `fallback` when the head script has not set one. */
export function getAppliedColorMode(fallback: ColorMode = DEFAULT_COLOR_MODE): ColorMode {
  const applied = document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE);
  return isColorMode(applied) ? applied : fallback;
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
 * event, in other tabs of the same site. A choice cleared in another tab brings
 * back `whenCleared` (the default mode, or the system's when followed).
 */
export function subscribeToColorMode(
  listener: Listener,
  key = COLOR_MODE_STORAGE_KEY,
  whenCleared: () => ColorMode = () => DEFAULT_COLOR_MODE,
): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    applyColorMode(isColorMode(event.newValue) ? event.newValue : whenCleared());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
