import type {
  HighlightValue,
  SearchClient,
  SearchHit,
  SearchRequest,
  SearchResponse,
} from '@foyer/design-system/search';
import { searchRecords } from './searchRecords';

type SearchRecord = (typeof searchRecords)[number];

/** Search services escape the record's text, then add their tags around the matches. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function highlight(text: string, words: string[], request: SearchRequest): HighlightValue {
  const found = words.filter((word) => text.toLowerCase().includes(word));
  if (found.length === 0) return { value: escapeHtml(text), matchLevel: 'none' };
  const pattern = new RegExp(`(${found.map((word) => escapeRegExp(escapeHtml(word))).join('|')})`, 'gi');
  return {
    value: escapeHtml(text).replace(pattern, `${request.highlightPreTag}$1${request.highlightPostTag}`),
    matchLevel: found.length === words.length ? 'full' : 'partial',
  };
}

/** The words around the first match, as many as `attributesToSnippet` asks for (`content:10`). */
function snippet(text: string, words: string[], request: SearchRequest): HighlightValue {
  const size = Number(/^content:(\d+)$/.exec(request.attributesToSnippet[0] ?? '')?.[1] ?? 10);
  const textWords = text.split(/\s+/);
  const first = Math.max(
    0,
    textWords.findIndex((word) => words.some((queryWord) => word.toLowerCase().includes(queryWord))),
  );
  const start = Math.max(0, Math.min(first - 2, textWords.length - size));
  const excerpt = textWords.slice(start, start + size).join(' ');
  const ellipsis = request.snippetEllipsisText;
  const value = highlight(excerpt, words, request);
  return {
    ...value,
    value: `${start > 0 ? ellipsis : ''}${value.value}${start + size < textWords.length ? ellipsis : ''}`,
  };
}

function searchableText(record: SearchRecord): string {
  return [...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ').toLowerCase();
}

function answer(request: SearchRequest): SearchResponse {
  const words = request.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? searchRecords.filter((record) => words.every((word) => searchableText(record).includes(word)))
    : [];
  const hits: SearchHit[] = matches
    .slice(request.page * request.hitsPerPage, (request.page + 1) * request.hitsPerPage)
    .map((record) => ({
      ...record,
      _highlightResult: {
        hierarchy: Object.fromEntries(
          Object.entries(record.hierarchy)
            .filter((entry): entry is [string, string] => entry[1] !== null)
            .map(([level, text]) => [level, highlight(text, words, request)]),
        ),
        content: record.content ? highlight(record.content, words, request) : undefined,
      },
      _snippetResult: record.content ? { content: snippet(record.content, words, request) } : undefined,
    }));
  return {
    hits,
    nbHits: matches.length,
    page: request.page,
    nbPages: Math.ceil(matches.length / request.hitsPerPage),
    hitsPerPage: request.hitsPerPage,
    query: request.query,
  };
}

/**
 * A `SearchClient` over the few records of this example, answering like Algolia's
 * multi-query: every record holding all the query's words, with the matches marked
 * by the request's tags and a snippet of the content. Facet filters are ignored: the
 * example has one language and one version. A real site passes algoliasearch's lite
 * client, or a small wrapper around an index it loads in the browser.
 */
export const inMemorySearchClient: SearchClient = {
  async search(requests) {
    // A little latency, as a network would have; below the 300 ms after which the modal says "still searching".
    await new Promise((resolve) => setTimeout(resolve, 40));
    return { results: requests.map(answer) };
  },
};
