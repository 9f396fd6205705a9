import type { LinkLabels } from './Link.labels';

/** Link's strings in French. */
export const linkLabelsFr: LinkLabels = { opensInNewTab: '(ouvre un nouvel onglet)' };
