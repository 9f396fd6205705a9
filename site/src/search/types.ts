/** The search hit of the spec (§3): a heading section of a doc, in Algolia's DocSearch shape. */
export interface SearchRecord {
  objectID: string;
  hierarchy: Record<HierarchyLevel, string | null>;
  /** Text of the section (the page's introduction for a page record). */
  content: string | null;
  /** The deepest level this record stands for. */
  type: HierarchyLevel;
  /** Address with the heading's anchor. */
  url: string;
  language: string;
  /** The docs version tag, e.g. "docs-current". */
  docusaurus_tag: string;
}

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const HIERARCHY_LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** One query of Algolia's multi-query call (POST /1/indexes/*\/queries). */
export interface SearchRequest {
  indexName: string;
  query: string;
  attributesToRetrieve: string[];
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  page: number;
  facetFilters: string[][];
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit extends Pick<SearchRecord, 'objectID' | 'hierarchy' | 'content' | 'type' | 'url'> {
  _highlightResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult?: { content?: HighlightValue };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
}

/** What both the Algolia and the embedded client do: Algolia's multi-query, in and out. */
export interface SearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }>;
}
