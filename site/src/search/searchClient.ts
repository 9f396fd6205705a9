import type { SearchClient } from '@foyer/design-system';
import { services } from '../config/services';

let client: Promise<SearchClient> | undefined;

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
      : import('./embeddedClient').then(({ createEmbeddedClient }) => createEmbeddedClient());
  // A chunk that failed to load is fetched again next time.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
