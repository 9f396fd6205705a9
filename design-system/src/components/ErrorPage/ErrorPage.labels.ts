export interface ErrorPageLabels {
  /** The page's heading, e.g. "This page crashed.". */
  title: string;
  /** The button that resets the error, e.g. "Try again". */
  retry: string;
}

/** ErrorPage's strings in English, its defaults. */
export const errorPageLabelsEn: ErrorPageLabels = { title: 'This page crashed.', retry: 'Try again' };
