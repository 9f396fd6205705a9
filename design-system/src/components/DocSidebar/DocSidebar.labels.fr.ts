import type { DocSidebarLabels } from './DocSidebar.labels';

/** DocSidebar's strings in French. */
export const docSidebarLabelsFr: DocSidebarLabels = { navigation: 'Barre latérale de la documentation' };
