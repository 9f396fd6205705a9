export type ColorMode = 'light' | 'dark';

export const COLOR_MODES: readonly ColorMode[] = ['dark', 'light'];

/** The spec's default, whatever the system prefers. */
export const DEFAULT_COLOR_MODE: ColorMode = 'dark';

/** localStorage key shared by the no-flash script and the hook. */
export const COLOR_MODE_STORAGE_KEY = 'foyer-color-mode';

/** Set on `<html>`; the theme styles select on it. */
export const COLOR_MODE_ATTRIBUTE = 'data-theme';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}
