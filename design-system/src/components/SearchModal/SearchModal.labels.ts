/** Every string of the modal (`enLabels.searchModal` and `frLabels.searchModal` hold them all). */
export interface SearchModalLabels {
  /** Accessible name of the dialog. */
  dialog: string;
  /** Accessible name of the input (and of the results list). */
  input: string;
  /** Shown in the empty input, e.g. "Search docs". */
  placeholder: string;
  /** Accessible name of the button that empties the input. */
  clear: string;
  /** The button that closes the modal, e.g. "Cancel" / "Annuler". */
  close: string;
  /** Title of the recent searches. */
  recent: string;
  /** Title of the favourite searches. */
  favorites: string;
  /** Shown when there is neither a recent nor a favourite search. */
  noRecent: string;
  /** Accessible name of the button that stars a recent search, e.g. `Save "docker" as a favourite`. */
  saveFavorite: (query: string) => string;
  /** Accessible name of the button that removes a recent search. */
  removeRecent: (query: string) => string;
  /** Accessible name of the button that removes a favourite search. */
  removeFavorite: (query: string) => string;
  /** Visually hidden status text while searching. */
  loading: string;
  /** Shown when the search is slow (status `stalled`), e.g. "Still searching…". */
  stalled: string;
  /** "Unable to fetch results". */
  errorTitle: string;
  /** "You might want to check your network connection." */
  errorHelp: string;
  /** "No results for": the query follows, in quotes, as text. */
  noResultsFor: string;
  /** "Try searching for", before the suggestions. */
  trySearchingFor: string;
  /** "Believe this query should return results?" */
  reportMissing: string;
  /** "Let us know.", the link to `reportHref(query)`. */
  reportLink: string;
  /** "See all 42 results". */
  seeAll: (count: number) => string;
  /** Announced politely when results arrive, e.g. "42 results". */
  resultsCount: (count: number) => string;
  /** Footer hints: ↵ "to select", ↑ ↓ "to navigate", Esc "to close". */
  toSelect: string;
  /** Footer hint after ↑ ↓, e.g. "to navigate". */
  toNavigate: string;
  /** Footer hint after Esc, e.g. "to close". */
  toClose: string;
  /** Keycap of the Enter key in the footer, e.g. "↵". */
  enterKey: string;
  /** Keycap of the Up arrow key in the footer, e.g. "↑". */
  upKey: string;
  /** Keycap of the Down arrow key in the footer, e.g. "↓". */
  downKey: string;
  /** Keycap of the Escape key in the footer, e.g. "Esc" (French keyboards: "Échap"). */
  escapeKey: string;
  /** Read after the report link, which opens in a new tab when absolute, e.g. "(opens in a new tab)". */
  opensInNewTab: string;
}

/** SearchModal's strings in English, its defaults. */
export const searchModalLabelsEn: SearchModalLabels = {
  dialog: 'Search the documentation',
  input: 'Search the docs',
  placeholder: 'Search docs',
  clear: 'Clear the query',
  close: 'Cancel',
  recent: 'Recent',
  favorites: 'Favorites',
  noRecent: 'No recent searches',
  saveFavorite: (query) => `Save “${query}” as a favorite`,
  removeRecent: (query) => `Remove “${query}” from recent searches`,
  removeFavorite: (query) => `Remove “${query}” from favorites`,
  loading: 'Searching…',
  stalled: 'Still searching…',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  noResultsFor: 'No results for',
  trySearchingFor: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportLink: 'Let us know.',
  seeAll: (count) => `See all ${count} results`,
  resultsCount: (count) => (count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`),
  toSelect: 'to select',
  toNavigate: 'to navigate',
  toClose: 'to close',
  enterKey: '↵',
  upKey: '↑',
  downKey: '↓',
  escapeKey: 'Esc',
  opensInNewTab: '(opens in a new tab)',
};
