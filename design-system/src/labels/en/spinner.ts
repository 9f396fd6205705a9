import type { DesignSystemLabels } from '../types';

export const spinner: DesignSystemLabels['spinner'] = { loading: 'Loading…' };
