import type { DesignSystemLabels } from '../types';

export const footer: DesignSystemLabels['footer'] = { opensInNewTab: '(opens in a new tab)' };
