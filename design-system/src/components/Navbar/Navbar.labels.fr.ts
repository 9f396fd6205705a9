import type { NavbarLabels } from './Navbar.labels';

/** French typography: a no-break space before « : » and inside guillemets, a narrow one before « ; ? ! ». */
const NBSP = '\u00a0';

/** Navbar's strings in French. */
export const navbarLabelsFr: NavbarLabels = {
  navigation: 'Principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mobileMenu: 'Menu',
  mainMenu: 'Menu principal',
  opensInNewTab: '(ouvre un nouvel onglet)',
  language: `Langue${NBSP}:`,
};
