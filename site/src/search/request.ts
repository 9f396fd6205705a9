import { searchSettings } from './searchSettings';
import type { SearchRequest } from './types';

export interface RequestOptions {
  indexName: string;
  query: string;
  language: string;
  /** e.g. "docs-current", from the visitor's preferred docs version. */
  versionTag: string;
  page?: number;
  snippetWords?: number;
}

/** One query as the spec sends it: retrieved attributes, snippets, 20 hits, language and version filters. */
export function searchRequest({
  indexName,
  query,
  language,
  versionTag,
  page = 0,
  snippetWords = searchSettings.snippetWords,
}: RequestOptions): SearchRequest {
  return {
    indexName,
    query: query.slice(0, searchSettings.maxQueryLength),
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
    attributesToSnippet: [`content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: searchSettings.hitsPerPage,
    page,
    facetFilters: [[`language:${language}`], [`docusaurus_tag:${versionTag}`]],
  };
}
