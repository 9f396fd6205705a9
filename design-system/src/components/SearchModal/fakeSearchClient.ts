import { HIERARCHY_LEVELS, type SearchClient, type SearchHit, type SearchRequest } from '../../search/types';

/** A record of the fake index: a DocSearch hit without highlights, in one language. */
export type FakeRecord = Omit<SearchHit, '_highlightResult' | '_snippetResult'> & { language: string };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Builds a client that answers from records held in memory, for stories and demos:
 * every word of the query must start a word of the record, matches are marked as a
 * search service would mark them, and answers come after `delayMs`.
 */
export function createFakeSearchClient(records: FakeRecord[], { delayMs = 0 } = {}): SearchClient {
  const answer = (request: SearchRequest) => {
    const words = request.query.toLowerCase().split(/\s+/).filter(Boolean);
    const startsWord = words.map((word) => new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(word)})`, 'iu'));
    const mark = (text: string) =>
      startsWord.reduce(
        (marked, pattern) =>
          marked.replace(
            new RegExp(pattern.source, 'giu'),
            `$1${request.highlightPreTag}$2${request.highlightPostTag}`,
          ),
        escapeHtml(text),
      );
    const language = request.facetFilters
      .flat()
      .find((filter) => filter.startsWith('language:'))
      ?.slice('language:'.length);
    const found = records.filter((record) => {
      if (language && record.language !== language) return false;
      const text = [
        ...HIERARCHY_LEVELS.map((level) => record.hierarchy[level] ?? ''),
        record.content ?? '',
      ].join(' ');
      return words.length > 0 && startsWord.every((pattern) => pattern.test(text));
    });
    const hits: SearchHit[] = found
      .slice(request.page * request.hitsPerPage, (request.page + 1) * request.hitsPerPage)
      .map(({ language: _language, ...record }) => ({
        ...record,
        _highlightResult: {
          hierarchy: Object.fromEntries(
            HIERARCHY_LEVELS.flatMap((level) => {
              const text = record.hierarchy[level];
              return text ? [[level, { value: mark(text), matchLevel: 'full' as const }]] : [];
            }),
          ),
        },
        _snippetResult: record.content
          ? { content: { value: mark(record.content), matchLevel: 'full' } }
          : undefined,
      }));
    return {
      hits,
      nbHits: found.length,
      page: request.page,
      nbPages: Math.ceil(found.length / request.hitsPerPage),
      hitsPerPage: request.hitsPerPage,
      query: request.query,
    };
  };
  return {
    search: (requests) =>
      new Promise((resolve) => {
        setTimeout(() => resolve({ results: requests.map(answer) }), delayMs);
      }),
  };
}
