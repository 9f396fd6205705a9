export interface ColorModeToggleLabels {
  /** Accessible name while dark is shown, e.g. "Switch to light mode". */
  switchToLight: string;
  /** Accessible name while light is shown, e.g. "Switch to dark mode". */
  switchToDark: string;
}

/** ColorModeToggle's strings in English, its defaults. */
export const colorModeToggleLabelsEn: ColorModeToggleLabels = {
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
};
