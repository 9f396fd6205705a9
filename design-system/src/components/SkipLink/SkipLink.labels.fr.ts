import type { SkipLinkLabels } from './SkipLink.labels';

export const skipLinkLabelsFr: SkipLinkLabels = { skipToContent: 'Aller au contenu principal' };
