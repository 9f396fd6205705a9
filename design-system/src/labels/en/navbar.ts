import type { DesignSystemLabels } from '../types';

export const navbar: DesignSystemLabels['navbar'] = {
  navigation: 'Main',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  mobileMenu: 'Menu',
  mainMenu: 'Main menu',
  opensInNewTab: '(opens in a new tab)',
  language: 'Language:',
};
