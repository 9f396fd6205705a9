import type { LazyBoundaryLabels } from './LazyBoundary.labels';

/** LazyBoundary's strings in French. */
export const lazyBoundaryLabelsFr: LazyBoundaryLabels = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  errorTitle: 'Cette partie de la page n’a pas pu se charger.',
};
