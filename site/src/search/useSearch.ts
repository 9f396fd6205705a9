import { useEffect, useRef, useState } from 'react';
import { services } from '../config/services';
import { preferredDocsVersion } from '../docs/versions';
import { searchClient } from './searchClient';
import { searchRequest } from './request';
import { searchSettings } from './searchSettings';
import { versionTag } from './searchIndex';
import type { SearchResponse } from './types';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error' | 'done';

function snippetWords(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia(searchSettings.smallScreen).matches
    ? searchSettings.snippetWordsSmallScreen
    : searchSettings.snippetWords;
}

/**
 * Runs the query as it changes: loading at once, "stalled" after 300 ms without an
 * answer, then the response or an error. Answers to older queries are dropped.
 */
export function useSearch(query: string, language: string, page = 0) {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [response, setResponse] = useState<SearchResponse | undefined>();
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    if (!query.trim()) {
      setStatus('idle');
      setResponse(undefined);
      return undefined;
    }
    setStatus('loading');
    const stalled = setTimeout(() => {
      if (id === latest.current) setStatus('stalled');
    }, searchSettings.stalledAfterMs);
    searchClient()
      .then((client) =>
        client.search([
          searchRequest({
            indexName: services.search.algoliaIndexName,
            query,
            language,
            versionTag: versionTag(preferredDocsVersion()),
            page,
            snippetWords: snippetWords(),
          }),
        ]),
      )
      .then(({ results }) => {
        if (id !== latest.current) return;
        setResponse(results[0]);
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (id !== latest.current) return;
        console.warn('Foyer search failed', error);
        setStatus('error');
      })
      .finally(() => clearTimeout(stalled));
    return () => clearTimeout(stalled);
  }, [query, language, page]);

  return { status, response };
}
