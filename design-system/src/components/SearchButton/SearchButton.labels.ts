export interface SearchButtonLabels {
  /** Visible text, e.g. "Search"; the accessible name starts with it. */
  label: string;
  /** Keycap of the Control key in the shortcut hint on Windows and Linux, e.g. "Ctrl" (German: "Strg"). */
  controlKey: string;
  /** Keycap of the Command key in the shortcut hint on Apple devices, e.g. "⌘". */
  commandKey: string;
}

/** SearchButton's strings in English, its defaults. */
export const searchButtonLabelsEn: SearchButtonLabels = {
  label: 'Search',
  controlKey: 'Ctrl',
  commandKey: '⌘',
};
