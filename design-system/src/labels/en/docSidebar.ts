import type { DesignSystemLabels } from '../types';

export const docSidebar: DesignSystemLabels['docSidebar'] = { navigation: 'Docs sidebar' };
