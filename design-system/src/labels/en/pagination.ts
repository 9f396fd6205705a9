import type { DesignSystemLabels } from '../types';

export const pagination: DesignSystemLabels['pagination'] = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};
