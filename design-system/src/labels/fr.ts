import type { DesignSystemLabels } from './types';
import { breadcrumbsLabelsFr } from '../components/Breadcrumbs/Breadcrumbs.labels';
import { dialogLabelsFr } from '../components/Dialog/Dialog.labels';
import { selectLabelsFr } from '../components/Select/Select.labels';
import { skipLinkLabelsFr } from '../components/SkipLink/SkipLink.labels';

/**
 * French typography, as the site typesets its own French text: a no-break space
 * before « : » and inside guillemets, a narrow one before « ; ? ! ».
 */
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/** Every label of the package in French: `<DesignSystemProvider labels={frLabels}>`. */
export const frLabels: DesignSystemLabels = {
  announcementBar: { dismiss: 'Fermer l’annonce' },
  codeBlock: { copy: 'Copier le code', copied: 'Copié', copyFailed: 'Échec de la copie' },
  colorModeToggle: { switchToLight: 'Passer en mode clair', switchToDark: 'Passer en mode sombre' },
  docSidebar: { navigation: 'Barre latérale de la documentation' },
  errorPage: { title: 'Cette page a planté.', retry: 'Réessayer' },
  footer: { opensInNewTab: '(ouvre un nouvel onglet)' },
  imageWithFallback: {
    notFound: 'Image introuvable (404).',
    offline: `Vous êtes hors ligne${NBSP}: l’image n’a pas pu se charger.`,
    retry: 'Cliquer pour recharger l’image',
  },
  lazyBoundary: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    errorTitle: 'Cette partie de la page n’a pas pu se charger.',
  },
  link: { opensInNewTab: '(ouvre un nouvel onglet)' },
  mobileSidebar: { title: 'Menu', close: 'Fermer le menu' },
  navbar: {
    navigation: 'Principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mobileMenu: 'Menu',
    mainMenu: 'Menu principal',
    opensInNewTab: '(ouvre un nouvel onglet)',
    language: `Langue${NBSP}:`,
  },
  pagination: {
    navigation: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: (page) => `Page ${page}`,
  },
  progressBar: { loading: 'Chargement de la page' },
  searchButton: { label: 'Rechercher' },
  searchModal: {
    dialog: 'Rechercher dans la documentation',
    input: 'Rechercher dans la documentation',
    placeholder: 'Rechercher dans la doc',
    clear: 'Effacer la recherche',
    close: 'Annuler',
    recent: 'Récentes',
    favorites: 'Favoris',
    noRecent: 'Aucune recherche récente',
    saveFavorite: (query) => `Ajouter «${NBSP}${query}${NBSP}» aux favoris`,
    removeRecent: (query) => `Retirer «${NBSP}${query}${NBSP}» des recherches récentes`,
    removeFavorite: (query) => `Retirer «${NBSP}${query}${NBSP}» des favoris`,
    loading: 'Recherche en cours…',
    stalled: 'Recherche toujours en cours…',
    errorTitle: 'Impossible de récupérer les résultats',
    errorHelp: 'Vérifiez votre connexion réseau.',
    noResultsFor: 'Aucun résultat pour',
    trySearchingFor: 'Essayez de rechercher',
    reportMissing: `Cette recherche devrait donner des résultats${NARROW_NBSP}?`,
    reportLink: 'Dites-le-nous.',
    seeAll: (count) => `Voir les ${count} résultats`,
    resultsCount: (count) =>
      count === 0 ? 'Aucun résultat' : count === 1 ? '1 résultat' : `${count} résultats`,
    toSelect: 'pour sélectionner',
    toNavigate: 'pour naviguer',
    toClose: 'pour fermer',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
  spinner: { loading: 'Chargement…' },
  submitButton: { submitting: 'Envoi en cours…' },
  tableOfContents: { title: 'Sur cette page' },
  textArea: {
    remaining: (remaining: number) =>
      remaining <= 1 ? `${remaining} caractère restant` : `${remaining} caractères restants`,
  },
  skipLink: skipLinkLabelsFr,
  breadcrumbs: breadcrumbsLabelsFr,
  dialog: dialogLabelsFr,
  select: selectLabelsFr,
};
