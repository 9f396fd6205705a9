import type { DesignSystemLabels } from '../types';

export const tableOfContents: DesignSystemLabels['tableOfContents'] = { title: 'On this page' };
