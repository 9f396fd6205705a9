export interface ProgressBarLabels {
  /** Accessible name of the bar, e.g. "Loading page". */
  loading: string;
}

/** ProgressBar's strings in English, its defaults. */
export const progressBarLabelsEn: ProgressBarLabels = { loading: 'Loading page' };
