export interface PaginationLabels {
  /** Accessible name of the navigation, e.g. "Blog pages". */
  navigation: string;
  /** e.g. "Newer posts" / "Articles plus récents". */
  previous: string;
  /** e.g. "Older posts" / "Articles plus anciens". */
  next: string;
  /** Accessible name of a page number link, e.g. `(page) => \`Page ${page}\``. */
  page: (page: number) => string;
}

/** Pagination's strings in English, its defaults. */
export const paginationLabelsEn: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};
