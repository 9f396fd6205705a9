import type { DesignSystemLabels } from '../types';

export const imageWithFallback: DesignSystemLabels['imageWithFallback'] = {
  notFound: 'Image not found (404).',
  offline: 'You are offline: the image could not load.',
  retry: 'Click to reload the image',
};
