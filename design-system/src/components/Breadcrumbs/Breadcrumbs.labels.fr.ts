import type { BreadcrumbsLabels } from './Breadcrumbs.labels';

export const breadcrumbsLabelsFr: BreadcrumbsLabels = { navigation: 'Fil d’Ariane' };
