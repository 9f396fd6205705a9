import { SEARCH_DEFAULTS, searchRequest } from './searchRequest';

describe('searchRequest', () => {
  it('asks for DocSearch fields, 10-word snippets between <mark> tags and 20 hits, with the filters given', () => {
    expect(
      searchRequest({ indexName: 'docs', query: 'zigbee', facetFilters: [['language:fr'], ['version:2']] }),
    ).toEqual({
      indexName: 'docs',
      query: 'zigbee',
      attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
      attributesToSnippet: ['content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      page: 0,
      facetFilters: [['language:fr'], ['version:2']],
    });
  });

  it('cuts the query at 64 characters', () => {
    const request = searchRequest({ indexName: 'docs', query: 'x'.repeat(80) });
    expect(request.query).toHaveLength(SEARCH_DEFAULTS.maxQueryLength);
    expect(SEARCH_DEFAULTS.maxQueryLength).toBe(64);
  });

  it('takes another page, page size, snippet length and fields', () => {
    expect(
      searchRequest({
        indexName: 'docs',
        query: 'mqtt',
        page: 2,
        hitsPerPage: 5,
        snippetWords: 5,
        attributesToRetrieve: ['hierarchy', 'url'],
      }),
    ).toMatchObject({
      page: 2,
      hitsPerPage: 5,
      attributesToSnippet: ['content:5'],
      attributesToRetrieve: ['hierarchy', 'url'],
      facetFilters: [],
    });
  });
});
