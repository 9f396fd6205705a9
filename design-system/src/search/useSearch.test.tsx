import { act, renderHook } from '@testing-library/react';
import { controlledClient } from './testClient';
import type { SearchClient, SearchHit } from './types';
import { useSearch, type UseSearchOptions } from './useSearch';

const hit = (objectID: string): SearchHit => ({
  objectID,
  url: `/docs/${objectID}/`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Docs', lvl1: objectID, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

function renderSearch(options: UseSearchOptions) {
  return renderHook((props: UseSearchOptions) => useSearch(props), { initialProps: options });
}

/** Lets the promises settled by the test run their callbacks. */
const settle = () => act(async () => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSearch', () => {
  it('stays idle, asking nothing, while the query is blank', () => {
    const client = controlledClient();
    const { result } = renderSearch({ client, indexName: 'docs', query: '  ' });
    expect(result.current).toEqual({ status: 'idle', response: undefined });
    expect(client.pending).toHaveLength(0);
  });

  it('is loading at once, stalled after 300 ms without an answer, then done', async () => {
    const client = controlledClient();
    const { result } = renderSearch({
      client,
      indexName: 'docs',
      query: 'docker',
      facetFilters: [['language:fr']],
    });
    expect(result.current.status).toBe('loading');
    await settle();
    expect(client.pending[0]?.requests).toEqual([
      expect.objectContaining({
        indexName: 'docs',
        query: 'docker',
        facetFilters: [['language:fr']],
        page: 0,
      }),
    ]);
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.status).toBe('loading');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe('stalled');

    client.pending[0]?.answer([hit('docker')]);
    await settle();
    expect(result.current.status).toBe('done');
    expect(result.current.response?.hits.map((found) => found.objectID)).toEqual(['docker']);
  });

  it('never says stalled when the answer comes in time', async () => {
    const client = controlledClient();
    const { result } = renderSearch({ client, indexName: 'docs', query: 'docker' });
    await settle();
    client.pending[0]?.answer([hit('docker')]);
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.status).toBe('done');
  });

  it('says error when the search fails, and tells developers why', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = controlledClient();
    const { result } = renderSearch({ client, indexName: 'docs', query: 'docker' });
    await settle();
    client.pending[0]?.fail(new Error('offline'));
    await settle();
    expect(result.current.status).toBe('error');
    expect(warn).toHaveBeenCalledWith(expect.any(String), new Error('offline'));
    warn.mockRestore();
  });

  it('drops the answer to an older query, however late it comes', async () => {
    const client = controlledClient();
    const { result, rerender } = renderSearch({ client, indexName: 'docs', query: 'dock' });
    await settle();
    rerender({ client, indexName: 'docs', query: 'docker' });
    await settle();
    expect(client.pending).toHaveLength(2);

    client.pending[1]?.answer([hit('new')]);
    await settle();
    client.pending[0]?.answer([hit('old')]);
    await settle();
    expect(result.current.response?.hits.map((found) => found.objectID)).toEqual(['new']);
    expect(result.current.status).toBe('done');
  });

  it('keeps the last hits while the next query loads, and forgets them when the query is emptied', async () => {
    const client = controlledClient();
    const { result, rerender } = renderSearch({ client, indexName: 'docs', query: 'dock' });
    await settle();
    client.pending[0]?.answer([hit('docker')]);
    await settle();
    rerender({ client, indexName: 'docs', query: 'docke' });
    expect(result.current.status).toBe('loading');
    expect(result.current.response?.hits).toHaveLength(1);
    rerender({ client, indexName: 'docs', query: '' });
    expect(result.current).toEqual({ status: 'idle', response: undefined });
  });

  it('does not search again when the same filters are written anew', async () => {
    const client = controlledClient();
    const { rerender } = renderSearch({
      client,
      indexName: 'docs',
      query: 'mqtt',
      facetFilters: [['language:en']],
    });
    rerender({ client, indexName: 'docs', query: 'mqtt', facetFilters: [['language:en']] });
    await settle();
    expect(client.pending).toHaveLength(1);
    rerender({ client, indexName: 'docs', query: 'mqtt', facetFilters: [['language:fr']] });
    await settle();
    expect(client.pending).toHaveLength(2);
  });

  it('loads the client once, and again after a failed load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = controlledClient();
    const load = jest
      .fn<Promise<SearchClient>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(client);
    const { result, rerender } = renderSearch({ client: load, indexName: 'docs', query: 'a' });
    await settle();
    expect(result.current.status).toBe('error');

    rerender({ client: load, indexName: 'docs', query: 'ab' });
    await settle();
    rerender({ client: load, indexName: 'docs', query: 'abc' });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(client.pending.map((search) => search.requests[0]?.query)).toEqual(['ab', 'abc']);
    warn.mockRestore();
  });

  it('asks for 5-word snippets on a small screen, 10 otherwise', async () => {
    const client = controlledClient();
    renderSearch({ client, indexName: 'docs', query: 'backups' });
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query === '(max-width: 768px)', media: query }) as MediaQueryList,
      );
    renderSearch({ client, indexName: 'docs', query: 'backups' });
    await settle();
    expect(client.pending.map((search) => search.requests[0]?.attributesToSnippet)).toEqual([
      ['content:10'],
      ['content:5'],
    ]);
    matchMedia.mockRestore();
  });
});
