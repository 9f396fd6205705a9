import type { DesignSystemLabels } from '../types';

export const lazyBoundary: DesignSystemLabels['lazyBoundary'] = {
  loading: 'Loading…',
  retry: 'Retry',
  errorTitle: 'This part of the page could not load.',
};
