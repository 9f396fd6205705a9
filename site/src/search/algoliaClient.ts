import { liteClient } from 'algoliasearch/lite';
import type { Requester } from '@algolia/client-common';
import type { SearchClient, SearchResponse } from '@foyer/design-system';
import { searchTimeouts } from '../config/search';

export interface AlgoliaSettings {
  appId: string;
  searchKey: string;
  /** Optional own hosts (e.g. a proxy); Algolia's defaults otherwise. */
  hosts?: string[];
  /** Replaces the HTTP layer (tests). */
  requester?: Requester;
}

/**
 * Hosted search: every search is one POST to /1/indexes/*\/queries with the
 * requests as the design system's searchRequest() builds them. Time-outs of the
 * spec: 1 s to connect, 2 s to read, 30 s to write.
 */
export function createAlgoliaClient({ appId, searchKey, hosts, requester }: AlgoliaSettings): SearchClient {
  const client = liteClient(appId, searchKey, {
    timeouts: searchTimeouts,
    ...(requester ? { requester } : {}),
    ...(hosts && hosts.length > 0
      ? { hosts: hosts.map((url) => ({ url, accept: 'readWrite' as const, protocol: 'https' as const })) }
      : {}),
  });
  return {
    async search(requests) {
      const { results } = await client.search({ requests });
      return { results: results as unknown as SearchResponse[] };
    },
  };
}
