import type { ColorModeScriptOptions } from '@foyer/design-system/theme';

/**
 * One source for the colour-mode settings: the `<head>` script (vite.config.ts) and the
 * provider (App.tsx) must agree, or the toggle would store the choice under a key the
 * script never reads.
 */
export const colorMode = {
  storageKey: 'acme-color-mode',
  defaultMode: 'light',
  followSystem: false,
} as const satisfies ColorModeScriptOptions;
