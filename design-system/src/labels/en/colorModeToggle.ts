import type { DesignSystemLabels } from '../types';

export const colorModeToggle: DesignSystemLabels['colorModeToggle'] = {
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
};
