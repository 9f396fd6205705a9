export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export type { BreadcrumbsLabels } from './Breadcrumbs.labels';
