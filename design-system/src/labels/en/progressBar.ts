import type { DesignSystemLabels } from '../types';

export const progressBar: DesignSystemLabels['progressBar'] = { loading: 'Loading page' };
