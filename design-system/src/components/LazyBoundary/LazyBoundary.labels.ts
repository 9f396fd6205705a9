export interface LazyBoundaryLabels {
  /** Read by screen readers while loading, e.g. "Loading…". */
  loading: string;
  /** e.g. "Retry". */
  retry: string;
  /** Says what failed, e.g. "This part of the page could not load." */
  errorTitle: string;
}

/** LazyBoundary's strings in English, its defaults. */
export const lazyBoundaryLabelsEn: LazyBoundaryLabels = {
  loading: 'Loading…',
  retry: 'Retry',
  errorTitle: 'This part of the page could not load.',
};
