import type { ColorModeToggleLabels } from './ColorModeToggle.labels';

/** ColorModeToggle's strings in French. */
export const colorModeToggleLabelsFr: ColorModeToggleLabels = {
  switchToLight: 'Passer en mode clair',
  switchToDark: 'Passer en mode sombre',
};
