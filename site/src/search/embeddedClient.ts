import {
  type SearchClient,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
} from '@foyer/design-system';
import { HIERARCHY_LEVELS } from '@foyer/design-system/search';
import type { LanguageIndex } from './chunked/languageIndex';
import { matchedTerms } from './chunked/matchedTerms';
import { terms } from './chunked/terms';
import { fetchSearchEntry, fetchSearchFile } from './fetchSearchFiles';
import { highlight, snippet } from './highlight';
import { languageIndexes, type EntryLoader, type FileFetcher } from './languageIndexes';
import { POSTS_TAG } from './searchIndex';
import type { SearchRecord } from './types';

/** The values a request allows for a facet (one OR group), or undefined when it does not filter on it. */
function facetValues(request: SearchRequest, name: string): string[] | undefined {
  const prefix = `${name}:`;
  const group = request.facetFilters.find((filters) => filters.some((filter) => filter.startsWith(prefix)));
  return group?.filter((filter) => filter.startsWith(prefix)).map((filter) => filter.slice(prefix.length));
}

function snippetLength(request: SearchRequest): number {
  const setting = request.attributesToSnippet.find((attribute) => attribute.startsWith('content:'));
  return Number(setting?.split(':')[1] ?? 10) || 10;
}

/** A record as Algolia returns a hit: its fields, with the matched words highlighted. */
function toHit(record: SearchRecord, queryTerms: readonly string[], request: SearchRequest): SearchHit {
  const terms = matchedTerms(record, queryTerms);
  const { highlightPreTag: pre, highlightPostTag: post } = request;
  const hierarchy = Object.fromEntries(
    HIERARCHY_LEVELS.flatMap((level) => {
      const text = record.hierarchy[level];
      return text ? [[level, highlight(text, terms, pre, post)]] : [];
    }),
  );
  return {
    objectID: record.objectID,
    hierarchy: record.hierarchy,
    content: record.content,
    type: record.type,
    url: record.url,
    _highlightResult: {
      hierarchy,
      content: record.content ? highlight(record.content, terms, pre, post) : undefined,
    },
    _snippetResult: record.content
      ? {
          content: snippet(
            record.content,
            terms,
            snippetLength(request),
            request.snippetEllipsisText,
            pre,
            post,
          ),
        }
      : undefined,
  };
}

/**
 * A post's score is worth this much of a doc's: someone searching the docs wants the
 * reference first, and the story of a release next to it, not before it.
 */
const POSTS_WEIGHT = 0.8;

async function answer(index: LanguageIndex, request: SearchRequest): Promise<SearchResponse> {
  const tags = facetValues(request, 'docusaurus_tag');
  const queryTerms = terms(request.query);
  const ranked = queryTerms.length > 0 ? await index.rank(queryTerms) : [];
  const found = (tags ? ranked.filter(({ record }) => tags.includes(index.tagOf(record) ?? '')) : ranked)
    .map((hit) => (index.tagOf(hit.record) === POSTS_TAG ? { ...hit, score: hit.score * POSTS_WEIGHT } : hit))
    .sort((a, b) => b.score - a.score || a.record - b.record);
  const pageHits = found.slice(request.page * request.hitsPerPage, (request.page + 1) * request.hitsPerPage);
  const records = await index.records(pageHits.map(({ record }) => record));
  return {
    hits: pageHits.flatMap(({ record }) => {
      const found = records.get(record);
      return found ? [toHit(found, queryTerms, request)] : [];
    }),
    nbHits: found.length,
    page: request.page,
    nbPages: Math.ceil(found.length / request.hitsPerPage),
    hitsPerPage: request.hitsPerPage,
    query: request.query,
  };
}

/**
 * Search without any third-party service, answered in Algolia's response shape. A
 * language's first search reads the manifest of its index (/search-index/<language>.json),
 * then each query downloads only the shards of its words and the chunks of the records
 * it shows, all within the search's time-outs; what was downloaded is kept.
 */
export function createEmbeddedClient(
  loadEntry: EntryLoader = fetchSearchEntry,
  fetchFile: FileFetcher = fetchSearchFile,
): SearchClient {
  const indexFor = languageIndexes(loadEntry, fetchFile);
  return {
    async search(requests) {
      const results = await Promise.all(
        requests.map(async (request) =>
          answer(await indexFor(facetValues(request, 'language')?.[0] ?? 'en'), request),
        ),
      );
      return { results };
    },
  };
}
