import { useCallback, useMemo, useState } from 'react';
import type { SearchModalProps, StoredSearch } from '../components/SearchModal/types';
import { groupHits } from './groupHits';
import { SEARCH_DEFAULTS } from './searchRequest';
import {
  addFavorite,
  addRecent,
  loadStoredSearches,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
  type StoredSearches,
} from './storedSearches';
import type { SearchClientSource } from './types';
import { useSearch } from './useSearch';

export interface UseSearchModalOptions {
  /** The client, or a function loading it on the first search (so its code can be split off). */
  client: SearchClientSource;
  /** The index to search, e.g. `foyer_docs`; also names the stored searches' key by default. */
  indexName: string;
  /** e.g. `[['language:fr'], ['version:2']]`. */
  facetFilters?: string[][];
  /** localStorage key of the recent and favourite searches. Default `search-${indexName}`. */
  storageKey?: string;
  /** The results page for a query, linked after the hits ("See all 42 results"). */
  seeAllHref?: (query: string) => string;
  /** Queries offered when nothing matched. */
  suggestions?: string[];
  /** Where to report a query that should have found something. */
  reportHref?: (query: string) => string;
}

export interface UseSearchModalResult {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Everything `SearchModal` needs: `<SearchModal {...search.modalProps} />`. */
  modalProps: SearchModalProps;
}

/**
 * The whole search behind `SearchModal`: the query, the requests and their status
 * (stalled after 300 ms, errors, late answers dropped), hits grouped 5 at most under
 * their category, and the visitor's recent (7, or 4 with favourites) and favourite
 * (10) searches in localStorage. A chosen hit is remembered as a recent search and
 * opened with the provider's `navigate`, after the modal closed.
 *
 * It registers no keyboard shortcut: call `useSearchShortcuts(search.open)` where the
 * button is, so a site can load this hook with the modal, on first use, while the
 * shortcut works from the start.
 */
export function useSearchModal({
  client,
  indexName,
  facetFilters,
  storageKey = `search-${indexName}`,
  seeAllHref,
  suggestions,
  reportHref,
}: UseSearchModalOptions): UseSearchModalResult {
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { status, response } = useSearch({ client, indexName, query, facetFilters });
  const [stored, setStored] = useState<StoredSearches>(() => loadStoredSearches(storageKey));

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const groups = useMemo(() => (response ? groupHits(response.hits) : []), [response]);

  const update = (next: StoredSearches) => {
    setStored(next);
    saveStoredSearches(storageKey, next);
  };

  return {
    isOpen,
    open,
    close,
    modalProps: {
      isOpen,
      onClose: close,
      query,
      onQueryChange: setQuery,
      maxLength: SEARCH_DEFAULTS.maxQueryLength,
      status,
      groups,
      totalHits: response?.nbHits ?? 0,
      seeAllHref: seeAllHref?.(query.trim()),
      recent: stored.recent,
      favorites: stored.favorites,
      onSelectStored: (search: StoredSearch) => setQuery(search.query),
      onSaveFavorite: (search: StoredSearch) => update(addFavorite(stored, search)),
      onRemoveRecent: (search: StoredSearch) => update(removeRecent(stored, search)),
      onRemoveFavorite: (search: StoredSearch) => update(removeFavorite(stored, search)),
      suggestions: suggestions ?? [],
      reportHref,
      onHitSelected: () => update(addRecent(stored, query)),
    },
  };
}
