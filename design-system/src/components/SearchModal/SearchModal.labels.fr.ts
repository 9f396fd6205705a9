import type { SearchModalLabels } from './SearchModal.labels';

/** French typography: a no-break space before « : » and inside guillemets, a narrow one before « ; ? ! ». */
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/** SearchModal's strings in French. */
export const searchModalLabelsFr: SearchModalLabels = {
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
  enterKey: '↵',
  upKey: '↑',
  downKey: '↓',
  escapeKey: 'Échap',
  opensInNewTab: '(ouvre un nouvel onglet)',
};
