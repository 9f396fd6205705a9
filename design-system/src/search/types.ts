/*
 * The search's data, in the shape of Algolia's multi-query API and of DocSearch's
 * records, so that algoliasearch's lite client (through a three-line adapter) or an
 * index kept in the browser can both answer the search modal.
 */

/** Levels of a record's heading path: lvl0 is the category, lvl1 the page, lvl2… its headings. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

/** One query of Algolia's multi-query call (POST /1/indexes/*\/queries). */
export interface SearchRequest {
  indexName: string;
  query: string;
  attributesToRetrieve: string[];
  /** e.g. `['content:10']`: snippets of 10 words. */
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  /** Zero-based. */
  page: number;
  /** Outer array: AND; inner arrays: OR. e.g. `[['language:fr'], ['version:2']]`. */
  facetFilters: string[][];
}

/** An attribute with the matched words between the request's highlight tags (HTML-escaped). */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/**
 * A hit, DocSearch-style: a page (`lvl1`), one of its headings (`lvl2`…) or, for
 * crawlers that index paragraphs, a piece of `content` under its deepest heading.
 */
export interface SearchHit {
  objectID: string;
  hierarchy: Record<HierarchyLevel, string | null>;
  /** Text of the section, or null. */
  content: string | null;
  /** The level this hit stands for. */
  type: HierarchyLevel | 'content';
  /** Address of the hit, with its heading's `#anchor`. */
  url: string;
  _highlightResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult?: { content?: HighlightValue };
}

/** The answer to one request. */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
}

/** Anything that answers Algolia's multi-query: requests in, one response per request out. */
export interface SearchClient {
  /** Runs the requests together and resolves to one response per request, in the same order. */
  search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }>;
}

/** A client, or a function that loads one (e.g. a dynamic import), so the client's code can be split off. */
export type SearchClientSource = SearchClient | (() => Promise<SearchClient>);
