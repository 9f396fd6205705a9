import type { SearchClient, SearchRequest, SearchResponse } from './types';

interface PendingSearch {
  requests: SearchRequest[];
  answer: (hits?: SearchResponse['hits']) => void;
  fail: (error: Error) => void;
}

/** A client whose searches wait until the test answers or fails them, one by one. */
export function controlledClient(): SearchClient & { pending: PendingSearch[] } {
  const pending: PendingSearch[] = [];
  return {
    pending,
    search(requests) {
      return new Promise((resolve, reject) => {
        pending.push({
          requests,
          answer: (hits = []) =>
            resolve({
              results: requests.map((request) => ({
                hits,
                nbHits: hits.length,
                page: request.page,
                nbPages: hits.length > 0 ? 1 : 0,
                hitsPerPage: request.hitsPerPage,
                query: request.query,
              })),
            }),
          fail: reject,
        });
      });
    },
  };
}
