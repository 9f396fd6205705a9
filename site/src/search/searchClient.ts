import type { SearchClient } from '@foyer/design-system';
import { services } from '../config/services';
import { recordsPath } from './searchIndex';
import type { SearchRecord } from './types';

let client: Promise<SearchClient> | undefined;

async function fetchRecords(language: string): Promise<SearchRecord[]> {
  const response = await fetch(recordsPath(language));
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return (await response.json()) as SearchRecord[];
}

/**
 * The site's search client, created on first use: Algolia when the build was given
 * an app id and a search key, else the index built with the site. Each lives in
 * its own chunk, so only the one in use is ever downloaded.
 */
export function searchClient(): Promise<SearchClient> {
  const { algoliaAppId, algoliaSearchKey } = services.search;
  client ??=
    algoliaAppId && algoliaSearchKey
      ? import('./algoliaClient').then(({ createAlgoliaClient }) =>
          createAlgoliaClient({
            appId: algoliaAppId,
            searchKey: algoliaSearchKey,
            hosts: services.search.algoliaHosts,
          }),
        )
      : import('./embeddedClient').then(({ createEmbeddedClient }) => createEmbeddedClient(fetchRecords));
  // A chunk that failed to load is fetched again next time.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
