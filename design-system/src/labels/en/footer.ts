import type { DesignSystemLabels } from '../types';

export const footer: DesignSystemLabels['footer'] = { externalLink: '(opens in a new tab)' };
