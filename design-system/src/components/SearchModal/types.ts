import type { LinkComponentType } from '../Link';

/** Text with the parts the query matched; highlighted parts are rendered in `<mark>`. */
export interface HighlightedText {
  /** The text in order, cut where a match starts or ends. */
  segments: {
    /** A run of the text, as React text (never HTML). */
    text: string;
    /** Whether the query matched this run. */
    highlighted: boolean;
  }[];
}

export interface SearchModalHit {
  /** Stable identity of the hit (the record's `objectID`), for keys and the active option. */
  id: string;
  /** Internal address, with its `#anchor`. */
  url: string;
  /** The hit's own heading, or the page title. */
  title: HighlightedText;
  /** Breadcrumb text, e.g. "Installation › Docker". */
  path?: string;
  /** A few words of content around the match. */
  snippet?: HighlightedText;
  /** Chooses the icon. */
  kind: 'page' | 'heading' | 'content';
}

export interface SearchModalGroup {
  /** Stable identity of the group, for keys and ids. */
  id: string;
  /** The group's heading, e.g. the docs section (`hierarchy.lvl0`). */
  title: string;
  /** The group's hits, in rank order. */
  hits: SearchModalHit[];
}

/** A recent or favourite search. */
export interface StoredSearch {
  /** Stable identity, so removing or starring one search leaves the others alone. */
  id: string;
  /** The query as it was typed. */
  query: string;
}

/**
 * Where the site's search stands: `loading` says so to screen readers only,
 * `stalled` (the site's threshold, 300 ms on Foyer) shows it.
 */
export type SearchModalStatus = 'idle' | 'loading' | 'stalled' | 'error' | 'done';

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
  /** Read after the report link, which opens in a new tab when absolute, e.g. "(opens in a new tab)". */
  opensInNewTab?: string;
}

export interface SearchModalProps {
  /** Whether the modal is shown; it renders nothing when false (controlled, `useSearchModal` drives it). */
  isOpen: boolean;
  /** Escape, a click on the overlay, the close button, or a selected hit. */
  onClose: () => void;
  /** The text in the input (controlled). */
  query: string;
  /** Called on each keystroke, a cleared input or a chosen suggestion; run the search with it. */
  onQueryChange: (query: string) => void;
  /** Most characters the input accepts. Default 64. */
  maxLength?: number;
  /** Where the search stands, which picks what the body shows and announces. */
  status: SearchModalStatus;
  /** Already grouped and limited (`groupHits` does both). */
  groups: SearchModalGroup[];
  /** Number of hits of the whole search (more than shown), for the count and "see all". */
  totalHits: number;
  /** The results page for this query, shown as a link after the hits. */
  seeAllHref?: string;
  /** Recent searches, shown before typing. */
  recent: StoredSearch[];
  /** Favourite searches, shown before typing above the recent ones. */
  favorites: StoredSearch[];
  /** A recent or favourite search was picked: put its query back in the input. */
  onSelectStored: (search: StoredSearch) => void;
  /** A recent search was starred: move it to the favourites. */
  onSaveFavorite: (search: StoredSearch) => void;
  /** A recent search's remove button was pressed. */
  onRemoveRecent: (search: StoredSearch) => void;
  /** A favourite search's remove button was pressed. */
  onRemoveFavorite: (search: StoredSearch) => void;
  /** "Try searching for" buttons when nothing matched; pressing one sets the query. */
  suggestions: string[];
  /** Where to report a query that should have results. */
  reportHref?: (query: string) => string;
  /** A hit was chosen (e.g. to save a recent search); called before navigation. */
  onHitSelected?: (hit: SearchModalHit) => void;
  /** Opens the active hit on Enter. Default: the `DesignSystemProvider`'s `navigate`. */
  navigate?: (url: string) => void;
  /** Renders hit links and "see all", so the site's router handles them. Default: the provider's, else `<a>`. */
  LinkComponent?: LinkComponentType;
  /** Strings to change; the rest come from the provider's `searchModal` labels, else English. */
  labels?: Partial<SearchModalLabels>;
}
