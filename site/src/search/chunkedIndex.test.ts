import { searchRequest } from '@foyer/design-system/search';
import { docsFacetFilters } from './searchIndex';
import { frenchDocs } from './testing/docsFixture';
import { servedIndex, type Answer } from './testing/servedIndex';

const request = (query: string, tag = 'docs-current') =>
  searchRequest({ indexName: 'foyer_docs', query, facetFilters: docsFacetFilters('fr', tag) });

async function search(client: ReturnType<typeof servedIndex>['client'], query: string, tag?: string) {
  const { results } = await client.search([request(query, tag)]);
  return results[0]!;
}

const kinds = (asked: string[], folder: string) =>
  asked.map((path) => (path.startsWith(folder) ? path.slice(folder.length) : path));

describe('the chunked index, as the browser downloads it', () => {
  it('downloads the manifest, the shard of the word and the chunks of the hits shown, not the whole index', async () => {
    const { client, asked, files, folder } = servedIndex(frenchDocs);
    const { hits } = await search(client, 'zigbee');
    expect(hits.map((hit) => hit.url)).toContain('/fr/docs/integrations/zigbee/');
    const downloaded = kinds(asked, folder);
    expect(downloaded[0]).toBe('/search-index/fr.json');
    expect(downloaded.filter((name) => name.startsWith('terms/'))).toEqual(['terms/zi.json']);
    expect(downloaded.filter((name) => name.startsWith('prefix/'))).toEqual([]);
    const chunks = downloaded.filter((name) => name.startsWith('records/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThan(
      [...files.keys()].filter((name) => name.startsWith('records/')).length,
    );
  });

  it('finds a section holding both words of a query whose words are in two shards', async () => {
    const { client, asked, folder } = servedIndex(frenchDocs);
    const { hits } = await search(client, 'raspberry carte');
    expect(hits.map((hit) => hit.url)).toEqual([
      '/fr/docs/installation/raspberry-pi/#préparer-la-carte',
      '/fr/docs/installation/raspberry-pi/',
    ]);
    expect(kinds(asked, folder).filter((name) => name.startsWith('terms/'))).toEqual(
      expect.arrayContaining(['terms/ra.json', 'terms/ca.json']),
    );
  });

  it('finds words typed without their accents, and highlights them as written', async () => {
    const { client } = servedIndex(frenchDocs);
    const [hit] = (await search(client, 'eclairage')).hits;
    expect(hit?.url).toBe('/fr/docs/scenes/time-condition/#exemple');
    expect(hit?._snippetResult?.content?.value).toContain('<mark>Éclairage</mark>');
  });

  it('answers a one-letter word from its letter’s scores, without the shards of that letter', async () => {
    const { client, asked, folder } = servedIndex(frenchDocs);
    const { hits, nbHits } = await search(client, 'z');
    expect(nbHits).toBeGreaterThan(1);
    expect(hits.map((hit) => hit.url)).toContain('/fr/docs/integrations/zigbee/');
    const downloaded = kinds(asked, folder);
    expect(downloaded).toContain('prefix/z.json');
    expect(downloaded.filter((name) => name.startsWith('terms/'))).toEqual([]);
  });

  it('keeps to the docs version asked for, in the hits and in their count', async () => {
    const { client } = servedIndex(frenchDocs);
    const current = await search(client, 'plages');
    const next = await search(client, 'plages', 'docs-next');
    expect(current.hits.map((hit) => hit.url)).toEqual(['/fr/docs/scenes/time-condition/']);
    expect(next.hits.map((hit) => hit.url)).toEqual(['/fr/docs/next/scenes/time-condition/']);
    expect([current.nbHits, next.nbHits]).toEqual([1, 1]);
  });

  it('downloads each file once', async () => {
    const { client, asked } = servedIndex(frenchDocs);
    await search(client, 'zigbee');
    const first = asked.length;
    await search(client, 'zigbee');
    await search(client, 'zig');
    expect(asked).toHaveLength(first);
  });
});

describe('a shard that cannot be downloaded', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const breakingFirst =
    (broken: string, answer: Answer) =>
    (path: string, attempt: number): Answer =>
      path.endsWith(broken) && attempt === 0 ? answer : 'answer';

  it('ends the search in an error after the 1 s connect time-out, and the next search tries again for twice as long', async () => {
    jest.useFakeTimers();
    const { client, asked } = servedIndex(frenchDocs, (path, attempt) =>
      path.endsWith('/terms/zi.json') && attempt < 2 ? 'hold' : 'answer',
    );
    const first = search(client, 'zigbee');
    first.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(first).rejects.toThrow('/terms/zi.json timed out: no answer for 1000 ms');

    let settled = false;
    const second = search(client, 'zigbee').finally(() => {
      settled = true;
    });
    second.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(second).rejects.toThrow('no answer for 2000 ms');

    await expect(search(client, 'zigbee')).resolves.toEqual(
      await search(servedIndex(frenchDocs).client, 'zigbee'),
    );
    expect(asked.filter((path) => path.endsWith('/terms/zi.json'))).toHaveLength(3);
  });

  it('fails the search when it answers an error; the next search reads the manifest again and gets the shard', async () => {
    const { client, asked } = servedIndex(frenchDocs, breakingFirst('/terms/zi.json', 'fail'));
    await expect(search(client, 'zigbee')).rejects.toThrow('/terms/zi.json answered 404');
    await expect(search(client, 'zigbee')).resolves.toEqual(
      await search(servedIndex(frenchDocs).client, 'zigbee'),
    );
    expect(asked.filter((path) => path === '/search-index/fr.json')).toHaveLength(2);
    expect(asked.filter((path) => path.endsWith('/terms/zi.json'))).toHaveLength(2);
  });

  it('fails the search when a chunk of its hits is missing, and keeps nothing of it', async () => {
    const { client, asked } = servedIndex(frenchDocs, breakingFirst('/records/0.json', 'fail'));
    await expect(search(client, 'raspberry')).rejects.toThrow('/records/0.json answered 404');
    await expect(search(client, 'raspberry')).resolves.toEqual(
      await search(servedIndex(frenchDocs).client, 'raspberry'),
    );
    expect(asked.filter((path) => path.endsWith('/records/0.json'))).toHaveLength(2);
  });
});
