// One module per job, so a bundler keeps useSearchShortcuts (wanted on every page)
// apart from the rest (wanted only once the search opens).
export { useSearchShortcuts } from './useSearchShortcuts';
export { useSearchModal } from './useSearchModal';
export type { UseSearchModalOptions, UseSearchModalResult } from './useSearchModal';
export { useSearch } from './useSearch';
export type { SearchStatus, UseSearchOptions, UseSearchResult } from './useSearch';
export { SEARCH_DEFAULTS, searchRequest } from './searchRequest';
export type { SearchRequestOptions } from './searchRequest';
export { groupHits, hitView } from './groupHits';
export { highlightSegments } from './highlightSegments';
export type { TextSegment } from './highlightSegments';
export {
  addFavorite,
  addRecent,
  loadStoredSearches,
  NO_STORED_SEARCHES,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
} from './storedSearches';
export type { StoredSearches } from './storedSearches';
export { HIERARCHY_LEVELS } from './types';
export type {
  HierarchyLevel,
  HighlightValue,
  SearchClient,
  SearchClientSource,
  SearchHit,
  SearchRequest,
  SearchResponse,
} from './types';
