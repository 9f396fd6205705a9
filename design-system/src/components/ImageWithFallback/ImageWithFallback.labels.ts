export interface ImageWithFallbackLabels {
  /** e.g. "Image not found (404)." */
  notFound: string;
  /** e.g. "You are offline: the image could not load." */
  offline: string;
  /** e.g. "Click to reload the image". */
  retry: string;
}

/** ImageWithFallback's strings in English, its defaults. */
export const imageWithFallbackLabelsEn: ImageWithFallbackLabels = {
  notFound: 'Image not found (404).',
  offline: 'You are offline: the image could not load.',
  retry: 'Click to reload the image',
};
