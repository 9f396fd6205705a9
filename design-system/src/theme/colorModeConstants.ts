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

/**
 * Where the colour mode is stored and what applies when nothing is: the same settings
 * for `colorModeScript` in `<head>` and the provider's `colorMode`, so one object can
 * be handed to both.
 */
export interface ColorModeSettings {
  /** localStorage key. Default `foyer-color-mode`. */
  storageKey: string;
  /** The mode shown when the visitor never chose one. Default `dark`. */
  defaultMode: ColorMode;
  /** Use the system's light/dark preference (`prefers-color-scheme`) when the visitor never chose one. Default `false`. */
  followSystem: boolean;
}
