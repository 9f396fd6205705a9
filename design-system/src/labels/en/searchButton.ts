import type { DesignSystemLabels } from '../types';

export const searchButton: DesignSystemLabels['searchButton'] = { label: 'Search' };
