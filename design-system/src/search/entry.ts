/**
 * `@foyer/design-system/search`: the toolkit for writing a `SearchClient` of your
 * own (an index in memory, a search service) that `SearchModal` and `useSearchModal`
 * can read, with the request and response shapes, the defaults the modal asks for
 * and the helpers that group hits and cut highlighted snippets into segments.
 * The stored recent and favourite searches stay the modal's own business.
 */
export { useSearch } from './useSearch';
export type { SearchStatus, UseSearchOptions, UseSearchResult } from './useSearch';
export { SEARCH_DEFAULTS, searchRequest } from './searchRequest';
export type { SearchRequestOptions } from './searchRequest';
export { groupHits, hitView } from './groupHits';
export { highlightSegments } from './highlightSegments';
export type { TextSegment } from './highlightSegments';
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
