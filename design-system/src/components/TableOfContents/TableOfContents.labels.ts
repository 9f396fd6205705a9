export interface TableOfContentsLabels {
  /** Title and accessible name of the navigation, e.g. "On this page". */
  title: string;
}

/** TableOfContents's strings in English, its defaults. */
export const tableOfContentsLabelsEn: TableOfContentsLabels = { title: 'On this page' };

/** TableOfContents's strings in French. */
export const tableOfContentsLabelsFr: TableOfContentsLabels = { title: 'Sur cette page' };
