import type { LinkComponentType } from '../Link';
import type { SearchModalLabels } from './SearchModal.labels';

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

export interface SearchModalProps {
  /** Whether the modal is shown; it renders nothing when false (controlled, `useSearchModal` drives it). */
  isOpen: boolean;
  /** Escape, a click on the overlay, the close button, or a selected hit. */
  onClose: () => void;
  /** The text in the input (controlled). */
  query: string;
  /** Called on each keystroke, a cleared input or a chosen suggestion; run the search with it. */
  onQueryChange: (query: string) => void;
  /**
   * Most characters the input accepts.
   * @default 64
   */
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
  /**
   * Opens the active hit on Enter.
   * @default the DesignSystemProvider's navigate
   */
  navigate?: (url: string) => void;
  /**
   * Renders hit links and "see all", so the site's router handles them.
   * @default the provider's LinkComponent, else <a>
   */
  LinkComponent?: LinkComponentType;
  /** Strings to change; the rest come from the provider's `searchModal` labels, else English. */
  labels?: Partial<SearchModalLabels>;
}

export type { SearchModalLabels } from './SearchModal.labels';
