export interface DocSidebarLabels {
  /** Accessible name of the navigation landmark, e.g. "Docs sidebar". */
  navigation: string;
}

/** DocSidebar's strings in English, its defaults. */
export const docSidebarLabelsEn: DocSidebarLabels = { navigation: 'Docs sidebar' };
