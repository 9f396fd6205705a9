import MiniSearch from 'minisearch';
import { fold } from '../i18n/fold';
import {
  HIERARCHY_LEVELS,
  type SearchClient,
  type SearchHit,
  type SearchRequest,
} from '@foyer/design-system';
import { highlight, snippet } from './highlight';
import { fetchRecords } from './fetchRecords';
import type { SearchRecord } from './types';

type Indexed = { index: MiniSearch<SearchRecord>; records: Map<string, SearchRecord> };

const FIELDS = [...HIERARCHY_LEVELS, 'content'];

/** Deeper headings weigh less than the page title; the text weighs least. */
const BOOST = { lvl0: 1, lvl1: 4, lvl2: 3, lvl3: 2, lvl4: 1.5, lvl5: 1.2, lvl6: 1.1, content: 1 };

function facet(request: SearchRequest, name: string): string | undefined {
  const prefix = `${name}:`;
  return request.facetFilters
    .flat()
    .find((filter) => filter.startsWith(prefix))
    ?.slice(prefix.length);
}

function snippetLength(request: SearchRequest): number {
  const setting = request.attributesToSnippet.find((attribute) => attribute.startsWith('content:'));
  return Number(setting?.split(':')[1] ?? 10) || 10;
}

export function buildIndex(records: SearchRecord[]): Indexed {
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: FIELDS,
    extractField: (record, field) =>
      field === 'objectID'
        ? record.objectID
        : field === 'content'
          ? (record.content ?? '')
          : (record.hierarchy[field as keyof SearchRecord['hierarchy']] ?? ''),
    // French and English alike: accents folded, so "equipement" finds "équipement".
    processTerm: (term) => fold(term),
    searchOptions: {
      boost: BOOST,
      prefix: true,
      // One typo in words of five letters or more.
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(records);
  return { index, records: new Map(records.map((record) => [record.objectID, record])) };
}

/**
 * Search without any third-party service: the records built with the site are
 * fetched for a language the first time it is searched (by default from
 * /search-index/<language>.json, within the search's time-outs), indexed in the
 * browser with MiniSearch, and answered in Algolia's response shape.
 */
export function createEmbeddedClient(
  loadRecords: (language: string, failedAttempts: number) => Promise<SearchRecord[]> = fetchRecords,
): SearchClient {
  const indexes = new Map<string, Promise<Indexed>>();
  const failures = new Map<string, number>();
  const indexFor = (language: string) => {
    let indexed = indexes.get(language);
    if (!indexed) {
      const loading = loadRecords(language, failures.get(language) ?? 0).then(buildIndex);
      // A failed or timed-out download is fetched again by the next search rather than cached.
      loading.then(
        () => failures.delete(language),
        () => {
          failures.set(language, (failures.get(language) ?? 0) + 1);
          if (indexes.get(language) === loading) indexes.delete(language);
        },
      );
      indexes.set(language, loading);
      indexed = loading;
    }
    return indexed;
  };

  return {
    async search(requests) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const language = facet(request, 'language') ?? 'en';
          const tag = facet(request, 'docusaurus_tag');
          const { index, records } = await indexFor(language);
          const found = request.query.trim()
            ? index
                .search(request.query)
                .filter((result) => !tag || records.get(String(result.id))?.docusaurus_tag === tag)
            : [];
          const words = snippetLength(request);
          const pageHits = found.slice(
            request.page * request.hitsPerPage,
            (request.page + 1) * request.hitsPerPage,
          );
          const hits: SearchHit[] = pageHits.flatMap((result) => {
            const record = records.get(String(result.id));
            if (!record) return [];
            const terms = result.terms.map(fold);
            const hierarchy = Object.fromEntries(
              HIERARCHY_LEVELS.flatMap((level) => {
                const text = record.hierarchy[level];
                return text
                  ? [[level, highlight(text, terms, request.highlightPreTag, request.highlightPostTag)]]
                  : [];
              }),
            );
            return [
              {
                objectID: record.objectID,
                hierarchy: record.hierarchy,
                content: record.content,
                type: record.type,
                url: record.url,
                _highlightResult: {
                  hierarchy,
                  content: record.content
                    ? highlight(record.content, terms, request.highlightPreTag, request.highlightPostTag)
                    : undefined,
                },
                _snippetResult: record.content
                  ? {
                      content: snippet(
                        record.content,
                        terms,
                        words,
                        request.snippetEllipsisText,
                        request.highlightPreTag,
                        request.highlightPostTag,
                      ),
                    }
                  : undefined,
              },
            ];
          });
          return {
            hits,
            nbHits: found.length,
            page: request.page,
            nbPages: Math.ceil(found.length / request.hitsPerPage),
            hitsPerPage: request.hitsPerPage,
            query: request.query,
          };
        }),
      );
      return { results };
    },
  };
}
