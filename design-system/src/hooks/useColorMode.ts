import { useCallback, useSyncExternalStore } from 'react';
import { COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, type ColorMode } from '../theme/colorModeConstants';
import { getAppliedColorMode, setColorMode, subscribeToColorMode } from '../theme/colorModeStore';

export interface UseColorModeResult {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const serverSnapshot = (): ColorMode => DEFAULT_COLOR_MODE;

/**
 * The colour mode shown on `<html>`: dark by default, stored in localStorage,
 * synced across tabs. The system preference is deliberately not followed.
 */
export function useColorMode(storageKey: string = COLOR_MODE_STORAGE_KEY): UseColorModeResult {
  const subscribe = useCallback(
    (listener: () => void) => subscribeToColorMode(listener, storageKey),
    [storageKey],
  );
  const colorMode = useSyncExternalStore(subscribe, getAppliedColorMode, serverSnapshot);
  const set = useCallback((mode: ColorMode) => setColorMode(mode, storageKey), [storageKey]);
  const toggle = useCallback(
    () => setColorMode(getAppliedColorMode() === 'dark' ? 'light' : 'dark', storageKey),
    [storageKey],
  );
  return { colorMode, setColorMode: set, toggleColorMode: toggle };
}
