export interface NavbarLabels {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  navigation: string;
  /** Hamburger button, e.g. "Open the menu". */
  openMenu: string;
  /** Mobile sidebar close button, e.g. "Close the menu". */
  closeMenu: string;
  /** Accessible name of the mobile sidebar dialog, e.g. "Menu". */
  mobileMenu: string;
  /** Heading of the main links in the mobile sidebar when a secondary menu is shown. */
  mainMenu: string;
  /** Read to screen readers after external links and menu entries, e.g. "(opens in a new tab)". */
  opensInNewTab: string;
  /** @deprecated Since 0.2: use `opensInNewTab`, which wins when both are set. */
  externalLink?: string;
  /** Prefix read before the current language on the language menu button, e.g. "Language:". */
  language: string;
}

/** Navbar's strings in English, its defaults. */
export const navbarLabelsEn: NavbarLabels = {
  navigation: 'Main',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  mobileMenu: 'Menu',
  mainMenu: 'Main menu',
  opensInNewTab: '(opens in a new tab)',
  language: 'Language:',
};
