import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEFAULTS, searchRequest, type SearchRequestOptions } from './searchRequest';
import type { SearchClient, SearchClientSource, SearchResponse } from './types';

/** Where a search stands; the same values as the modal's `status`. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error' | 'done';

export interface UseSearchOptions extends Pick<
  SearchRequestOptions,
  'indexName' | 'facetFilters' | 'page' | 'hitsPerPage'
> {
  /**
   * The client, or a function loading it (e.g. `() => import('./client').then(…)`), called
   * on the first search and again after a failed load. Read when a search starts.
   */
  client: SearchClientSource;
  /** The query as typed; blank means no search (`idle`). */
  query: string;
  /** Words of the snippets. Default 10, or 5 on screens of 768 px or less. */
  snippetWords?: number;
  /** Default 300. */
  stalledAfterMs?: number;
}

export interface UseSearchResult {
  status: SearchStatus;
  /** The last answer; kept while the next query loads, cleared when the query is emptied. */
  response: SearchResponse | undefined;
}

function responsiveSnippetWords(): number {
  const small =
    typeof window.matchMedia === 'function' && window.matchMedia(SEARCH_DEFAULTS.smallScreenQuery).matches;
  return small ? SEARCH_DEFAULTS.snippetWordsSmallScreen : SEARCH_DEFAULTS.snippetWords;
}

/**
 * A function resolving the client: the client itself, or the loader's promise, kept
 * once loaded and forgotten after a failure so that the next search loads it again.
 */
function useClientResolver(source: SearchClientSource): () => Promise<SearchClient> {
  const latestSource = useRef(source);
  latestSource.current = source;
  const loaded = useRef<Promise<SearchClient> | undefined>(undefined);
  const resolver = useRef<() => Promise<SearchClient>>(() => {
    const current = latestSource.current;
    if (typeof current !== 'function') return Promise.resolve(current);
    if (!loaded.current) {
      const loading = current();
      loaded.current = loading;
      loading.catch(() => {
        if (loaded.current === loading) loaded.current = undefined;
      });
    }
    return loaded.current;
  });
  return resolver.current;
}

/**
 * Runs the query whenever it (or its filters or page) changes: `loading` at once,
 * `stalled` once `stalledAfterMs` passed without an answer, then `done` with the
 * response, or `error` (the failure is logged for developers). Answers to older
 * queries are dropped, however late they come.
 */
export function useSearch({
  client,
  indexName,
  query,
  facetFilters,
  page = 0,
  hitsPerPage,
  snippetWords,
  stalledAfterMs = SEARCH_DEFAULTS.stalledAfterMs,
}: UseSearchOptions): UseSearchResult {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [response, setResponse] = useState<SearchResponse | undefined>();
  const resolveClient = useClientResolver(client);
  // Filters are usually written inline: compare them by value, not by identity.
  const filtersKey = JSON.stringify(facetFilters ?? []);

  useEffect(() => {
    if (!query.trim()) {
      setStatus('idle');
      setResponse(undefined);
      return undefined;
    }
    let isCurrent = true;
    setStatus('loading');
    const stalled = window.setTimeout(() => {
      if (isCurrent) setStatus('stalled');
    }, stalledAfterMs);
    const request = searchRequest({
      indexName,
      query,
      facetFilters: JSON.parse(filtersKey) as string[][],
      page,
      hitsPerPage,
      snippetWords: snippetWords ?? responsiveSnippetWords(),
    });
    resolveClient()
      .then((resolved) => resolved.search([request]))
      .then(({ results }) => {
        if (!isCurrent) return;
        setResponse(results[0]);
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        console.warn('The search failed', error);
        setStatus('error');
      })
      .finally(() => window.clearTimeout(stalled));
    return () => {
      isCurrent = false;
      window.clearTimeout(stalled);
    };
  }, [resolveClient, indexName, query, filtersKey, page, hitsPerPage, snippetWords, stalledAfterMs]);

  return { status, response };
}
