import { useCallback, useSyncExternalStore } from 'react';
import type { ColorMode } from '../theme/colorModeConstants';
import { getAppliedColorMode, setColorMode, subscribeToColorMode } from '../theme/colorModeStore';
import { useDesignSystem } from '../provider/designSystemContext';

export interface UseColorModeResult {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

/**
 * The colour mode shown on `<html>`, stored in localStorage and synced across tabs,
 * with the provider's settings (storage key, default mode, whether to follow the
 * system: by default dark, the system ignored). `storageKey` overrides the provider's.
 */
export function useColorMode(storageKey?: string): UseColorModeResult {
  const settings = useDesignSystem().colorMode;
  const key = storageKey ?? settings.storageKey;
  const { defaultMode, followSystem } = settings;
  const subscribe = useCallback(
    (listener: () => void) =>
      subscribeToColorMode(listener, key, () => {
        // A choice cleared in another tab: back to the system's mode if followed, else the default.
        const system = followSystem ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;
        return system ? (system.matches ? 'dark' : 'light') : defaultMode;
      }),
    [key, defaultMode, followSystem],
  );
  const current = () => getAppliedColorMode(defaultMode);
  const colorMode = useSyncExternalStore(subscribe, current, () => defaultMode);
  const set = useCallback((mode: ColorMode) => setColorMode(mode, key), [key]);
  const toggle = useCallback(
    () => setColorMode(getAppliedColorMode(defaultMode) === 'dark' ? 'light' : 'dark', key),
    [key, defaultMode],
  );
  return { colorMode, setColorMode: set, toggleColorMode: toggle };
}
