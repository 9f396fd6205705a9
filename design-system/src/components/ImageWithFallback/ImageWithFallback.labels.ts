export interface ImageWithFallbackLabels {
  /** e.g. "Image not found (404)." */
  notFound: string;
  /** e.g. "You are offline: the image could not load." */
  offline: string;
  /** e.g. "Click to reload the image". */
  retry: string;
}

/** French typography: a no-break space before « : » and inside guillemets, a narrow one before « ; ? ! ». */
const NBSP = '\u00a0';

/** ImageWithFallback's strings in English, its defaults. */
export const imageWithFallbackLabelsEn: ImageWithFallbackLabels = {
  notFound: 'Image not found (404).',
  offline: 'You are offline: the image could not load.',
  retry: 'Click to reload the image',
};

/** ImageWithFallback's strings in French. */
export const imageWithFallbackLabelsFr: ImageWithFallbackLabels = {
  notFound: 'Image introuvable (404).',
  offline: `Vous êtes hors ligne${NBSP}: l’image n’a pas pu se charger.`,
  retry: 'Cliquer pour recharger l’image',
};
