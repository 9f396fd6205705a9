import type { FooterLabels } from './Footer.labels';

/** Footer's strings in French. */
export const footerLabelsFr: FooterLabels = { opensInNewTab: '(ouvre un nouvel onglet)' };
