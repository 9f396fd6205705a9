import type { DesignSystemLabels } from '../types';

export const link: DesignSystemLabels['link'] = { opensInNewTab: '(opens in a new tab)' };
