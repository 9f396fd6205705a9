import type { ImageWithFallbackLabels } from './ImageWithFallback.labels';

/** French typography: a no-break space before « : » and inside guillemets, a narrow one before « ; ? ! ». */
const NBSP = '\u00a0';

/** ImageWithFallback's strings in French. */
export const imageWithFallbackLabelsFr: ImageWithFallbackLabels = {
  notFound: 'Image introuvable (404).',
  offline: `Vous êtes hors ligne${NBSP}: l’image n’a pas pu se charger.`,
  retry: 'Cliquer pour recharger l’image',
};
