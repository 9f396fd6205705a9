import type { EndRequest, Requester } from '@algolia/client-common';
import { searchRequest } from '@foyer/design-system/search';
import { createAlgoliaClient } from './algoliaClient';
import { docsFacetFilters } from './searchIndex';

function recordingRequester() {
  const sent: EndRequest[] = [];
  const requester: Requester = {
    send: (request) => {
      sent.push(request);
      const response = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'zigbee' };
      return Promise.resolve({
        status: 200,
        isTimedOut: false,
        content: JSON.stringify({ results: [response] }),
      });
    },
  };
  return { sent, requester };
}

describe('Algolia client', () => {
  it('sends one POST to /1/indexes/*/queries with the spec’s request', async () => {
    const { sent, requester } = recordingRequester();
    const client = createAlgoliaClient({ appId: 'APPID', searchKey: 'search-only', requester });
    const { results } = await client.search([
      searchRequest({
        indexName: 'foyer_docs',
        query: 'zigbee',
        facetFilters: docsFacetFilters('fr', 'docs-current'),
      }),
    ]);
    expect(results[0]?.query).toBe('zigbee');
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(/^https:\/\/APPID-dsn\.algolia\.net\/1\/indexes\/\*\/queries/);
    expect(JSON.parse(String((request as EndRequest & { data?: string }).data))).toEqual({
      requests: [
        {
          indexName: 'foyer_docs',
          query: 'zigbee',
          attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
          attributesToSnippet: ['content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          page: 0,
          facetFilters: [['language:fr'], ['docusaurus_tag:docs-current', 'docusaurus_tag:blog']],
        },
      ],
    });
  });

  it('uses the spec’s time-outs: 1 s to connect, 2 s to read', async () => {
    const { sent, requester } = recordingRequester();
    await createAlgoliaClient({ appId: 'APPID', searchKey: 'k', requester }).search([
      searchRequest({
        indexName: 'foyer_docs',
        query: 'mqtt',
        facetFilters: docsFacetFilters('en', 'docs-current'),
      }),
    ]);
    expect(sent[0]).toMatchObject({ connectTimeout: 1000, responseTimeout: 2000 });
  });

  it('goes to the configured hosts instead of Algolia’s own', async () => {
    const { sent, requester } = recordingRequester();
    await createAlgoliaClient({
      appId: 'APPID',
      searchKey: 'k',
      hosts: ['search.foyer.example'],
      requester,
    }).search([
      searchRequest({
        indexName: 'foyer_docs',
        query: 'mqtt',
        facetFilters: docsFacetFilters('en', 'docs-current'),
      }),
    ]);
    expect(sent[0]?.url).toMatch(/^https:\/\/search\.foyer\.example\/1\/indexes\/\*\/queries/);
  });
});
