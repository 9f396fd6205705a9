/** Strings of `Breadcrumbs`. */
export interface BreadcrumbsLabels {
  /** Accessible name of the breadcrumbs' navigation landmark, e.g. "Breadcrumbs". */
  navigation: string;
}

export const breadcrumbsLabelsEn: BreadcrumbsLabels = { navigation: 'Breadcrumbs' };
