import type { TableOfContentsLabels } from './TableOfContents.labels';

/** TableOfContents's strings in French. */
export const tableOfContentsLabelsFr: TableOfContentsLabels = { title: 'Sur cette page' };
