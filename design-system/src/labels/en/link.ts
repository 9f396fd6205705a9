import type { DesignSystemLabels } from '../types';

export const link: DesignSystemLabels['link'] = { externalLink: '(opens in a new tab)' };
