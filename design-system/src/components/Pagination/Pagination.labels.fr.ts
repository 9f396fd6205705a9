import type { PaginationLabels } from './Pagination.labels';

/** Pagination's strings in French. */
export const paginationLabelsFr: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page) => `Page ${page}`,
};
