export interface TableOfContentsLabels {
  /** Title and accessible name of the navigation, e.g. "On this page". */
  title: string;
}

/** TableOfContents's strings in English, its defaults. */
export const tableOfContentsLabelsEn: TableOfContentsLabels = { title: 'On this page' };
