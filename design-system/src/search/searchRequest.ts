import type { SearchRequest } from './types';

/** The search's limits, as Foyer's spec sets them; every one can be overridden where it is used. */
export const SEARCH_DEFAULTS = {
  /** Characters of a query; longer ones are cut. */
  maxQueryLength: 64,
  hitsPerPage: 20,
  /** Hits the modal shows under each group title. */
  hitsPerGroup: 5,
  /** Words of a snippet… */
  snippetWords: 10,
  /** …and on a small screen (`smallScreenQuery`), where two lines hold fewer words. */
  snippetWordsSmallScreen: 5,
  smallScreenQuery: '(max-width: 768px)',
  /** Without an answer after this long, the modal says it is still searching. */
  stalledAfterMs: 300,
  /** Recent searches kept… */
  recentLimit: 7,
  /** …or fewer once there are favourites, so the start screen stays short. */
  recentLimitWithFavorites: 4,
  favoritesLimit: 10,
} as const;

export interface SearchRequestOptions {
  /** The index to search, e.g. `foyer_docs`. */
  indexName: string;
  /** The text to search for, as typed. */
  query: string;
  /** e.g. `[['language:fr'], ['version:2']]`. Default none. */
  facetFilters?: string[][];
  /** Zero-based page of results. Default 0. */
  page?: number;
  /** Default 20. */
  hitsPerPage?: number;
  /** Words of the content snippet. Default 10. */
  snippetWords?: number;
  /** Default the DocSearch record's fields: hierarchy, content, type, url. */
  attributesToRetrieve?: string[];
}

/**
 * One request as the search modal needs it: DocSearch's fields, a content snippet,
 * matches between `<mark>` tags (turned into text by `highlightSegments`, never HTML).
 */
export function searchRequest({
  indexName,
  query,
  facetFilters = [],
  page = 0,
  hitsPerPage = SEARCH_DEFAULTS.hitsPerPage,
  snippetWords = SEARCH_DEFAULTS.snippetWords,
  attributesToRetrieve = ['hierarchy', 'content', 'type', 'url'],
}: SearchRequestOptions): SearchRequest {
  return {
    indexName,
    query: query.slice(0, SEARCH_DEFAULTS.maxQueryLength),
    attributesToRetrieve,
    attributesToSnippet: [`content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage,
    page,
    facetFilters,
  };
}
