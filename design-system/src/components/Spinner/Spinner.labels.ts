export interface SpinnerLabels {
  /** Read by screen readers, e.g. "Loading…". */
  loading: string;
}

/** Spinner's strings in English, its defaults. */
export const spinnerLabelsEn: SpinnerLabels = { loading: 'Loading…' };
