import type { ErrorPageLabels } from './ErrorPage.labels';

/** ErrorPage's strings in French. */
export const errorPageLabelsFr: ErrorPageLabels = { title: 'Cette page a planté.', retry: 'Réessayer' };
