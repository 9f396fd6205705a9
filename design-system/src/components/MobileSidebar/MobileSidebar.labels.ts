export interface MobileSidebarLabels {
  /** Accessible name of the dialog, e.g. "Menu". */
  title: string;
  /** Accessible name of the close button, e.g. "Close the menu". */
  close: string;
}

/** MobileSidebar's strings in English, its defaults. */
export const mobileSidebarLabelsEn: MobileSidebarLabels = { title: 'Menu', close: 'Close the menu' };
