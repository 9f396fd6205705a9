import { groupHits, highlightSegments, searchRequest } from '@foyer/design-system/search';
import { createEmbeddedClient } from './embeddedClient';
import type { FetchLike } from './fetchJsonWithin';
import type { IndexManifest } from './chunked/format';
import { fetchSearchEntry } from './fetchSearchFiles';
import { buildRecords } from './records';
import { docsFacetFilters, searchEntryPath } from './searchIndex';
import { docTree } from './testing/docTree';
import { publishedIndexes, readPublished } from './testing/publishedIndexes';

const frenchDoc = (path: string, title: string, category: string, body: string) =>
  buildRecords({ tree: docTree(body), path, title, category, language: 'fr', versionTag: 'docs-current' });

const records = [
  ...frenchDoc(
    '/fr/docs/installation/raspberry-pi/',
    'Raspberry Pi',
    'Installation',
    'Installez Foyer sur un Raspberry Pi avec un SSD.\n\n## Préparer la carte\n\nÉcrivez le système sur la carte avec l’outil officiel, puis branchez l’équipement réseau.',
  ),
  ...frenchDoc(
    '/fr/docs/scenes/time-condition/',
    'Condition horaire',
    'Scènes',
    'La condition horaire arrête la scène en dehors d’une plage.\n\n## Exemple\n\nÉclairage du salon seulement le soir, entre 18 h et 23 h.',
  ),
  ...frenchDoc(
    '/fr/docs/installation/docker/',
    'Docker',
    'Installation',
    'Foyer tourne dans un conteneur.\n\n## Démarrer\n\nLancez le service depuis le dossier du fichier.\n\n```bash\ncd /opt/foyer\ndocker compose up -d\n```\n\n```yaml\nservices:\n  foyer:\n    environment:\n      TZ: Europe/Paris\n```',
  ),
  ...buildRecords({
    tree: docTree('Une ancienne page sur le thermostat du salon.'),
    path: '/fr/docs/3.x/thermostat/',
    title: 'Thermostat',
    category: 'Intégrations',
    language: 'fr',
    versionTag: 'docs-3.x',
  }),
  ...frenchDoc(
    '/fr/docs/scenes/chauffage/',
    'Chauffage',
    'Scènes',
    'Réglez la courbe de chauffe de chaque pièce.',
  ),
  ...buildRecords({
    tree: docTree(
      'Le thermostat du salon apprend vos horaires.\n\n## Ce qui change\n\nUne nouvelle courbe de chauffe.',
    ),
    path: '/fr/blog/thermostat/',
    title: 'Un thermostat qui apprend',
    category: 'Blog',
    language: 'fr',
    versionTag: 'blog',
  }),
  ...buildRecords({
    tree: docTree('Install Foyer on a Raspberry Pi.'),
    path: '/docs/installation/raspberry-pi/',
    title: 'Raspberry Pi',
    category: 'Installation',
    language: 'en',
    versionTag: 'docs-current',
  }),
];

// The records as the build publishes them: a manifest per language, then shards and chunks.
const { served } = publishedIndexes(records);
const readFile = readPublished(served);
const client = createEmbeddedClient(
  async (language) => (await readFile(searchEntryPath(language))) as IndexManifest,
  readFile,
);

async function search(query: string, snippetWords = 10) {
  const { results } = await client.search([
    searchRequest({
      indexName: 'foyer_docs',
      query,
      facetFilters: docsFacetFilters('fr', 'docs-current'),
      snippetWords,
    }),
  ]);
  return results[0]!;
}

describe('embedded client', () => {
  it('finds blog posts by a word of their body, under their own group, and leaves other docs versions out', async () => {
    const { hits } = await search('thermostat');
    expect(hits[0]?.url).toBe('/fr/blog/thermostat/');
    expect(hits.every((hit) => hit.url.startsWith('/fr/blog/thermostat/'))).toBe(true);
    expect(groupHits(hits).map((group) => group.title)).toEqual(['Blog']);
  });

  it('ranks a doc above a post that matches as well', async () => {
    const urls = (await search('courbe chauffe')).hits.map((hit) => hit.url);
    expect(urls).toEqual(['/fr/docs/scenes/chauffage/', '/fr/blog/thermostat/#ce-qui-change']);
  });

  it('finds a command that only a code block holds, at the heading above it, with its line as the snippet', async () => {
    const { hits } = await search('docker compose up -d');
    expect(hits[0]).toMatchObject({ type: 'content', url: '/fr/docs/installation/docker/#démarrer' });
    expect(hits[0]?._snippetResult?.content?.value).toBe(
      '<mark>docker</mark> <mark>compose</mark> <mark>up</mark> -<mark>d</mark>',
    );
  });

  it('finds a configuration key inside a code block, its line as written', async () => {
    const { hits } = await search('TZ');
    expect(hits[0]?.url).toBe('/fr/docs/installation/docker/#démarrer');
    expect(hits[0]?._snippetResult?.content?.value).toBe('<mark>TZ</mark>: Europe/Paris');
  });

  it('finds French words typed without their accents', async () => {
    const { hits } = await search('eclairage');
    expect(hits.map((hit) => hit.url)).toEqual(['/fr/docs/scenes/time-condition/#exemple']);
  });

  it('finds them typed with accents too, and by prefix', async () => {
    expect((await search('Éclair')).hits[0]?.url).toBe('/fr/docs/scenes/time-condition/#exemple');
    expect((await search('équipem')).hits[0]?.url).toBe(
      '/fr/docs/installation/raspberry-pi/#préparer-la-carte',
    );
  });

  it('forgives one typo in a longer word', async () => {
    expect((await search('raspbery')).hits.length).toBeGreaterThan(0);
  });

  it('only answers in the language asked for', async () => {
    // The English twin holds the word too: only the French doc may answer, and it must.
    const urls = (await search('raspberry')).hits.map((hit) => hit.url);
    expect(urls).toContain('/fr/docs/installation/raspberry-pi/');
    expect(urls).not.toContain('/docs/installation/raspberry-pi/');
    expect(urls.every((url) => url.startsWith('/fr/'))).toBe(true);
  });

  it('highlights the matched words, accents as written in the doc', async () => {
    const [hit] = (await search('eclairage')).hits;
    expect(hit?._snippetResult?.content?.value).toContain('<mark>Éclairage</mark>');
  });

  it('cuts the snippet to the number of words asked for', async () => {
    const [hit] = (await search('reseau', 5)).hits;
    const words = highlightSegments(hit?._snippetResult?.content?.value ?? '')
      .map((segment) => segment.text)
      .join('')
      .replace(/…/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    expect(words).toHaveLength(5);
  });

  it('answers in Algolia’s response shape, 20 hits a page', async () => {
    const result = await search('foyer');
    expect(result).toMatchObject({ page: 0, hitsPerPage: 20, query: 'foyer' });
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
  });

  it('answers in under 30 ms once loaded', async () => {
    await search('condition');
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await search(i % 2 ? 'scène' : 'raspberry carte');
    expect((performance.now() - started) / 20).toBeLessThan(30);
  });
});

// Grouping and highlighting are tested in the design system; here, on the embedded client's answers.
describe('groupHits on embedded answers', () => {
  it('shows a section hit with the path above it', async () => {
    const [group] = groupHits((await search('carte')).hits);
    expect(group?.hits[0]).toMatchObject({
      url: '/fr/docs/installation/raspberry-pi/#préparer-la-carte',
      path: 'Raspberry Pi',
      kind: 'heading',
    });
    expect(group?.hits[0]?.title.segments).toEqual([
      { text: 'Préparer la ', highlighted: false },
      { text: 'carte', highlighted: true },
    ]);
  });
});

describe('loading the index', () => {
  const englishManifest = served.get(searchEntryPath('en'));
  const query = () =>
    searchRequest({
      indexName: 'foyer_docs',
      query: 'raspberry',
      facetFilters: docsFacetFilters('en', 'docs-current'),
    });

  /** A server that answers each request as told, in turn, and records what was asked. */
  function server(...answers: ('hold' | 'fail' | 'answer')[]) {
    const asked: string[] = [];
    const fetchImpl: FetchLike = (url, { signal }) => {
      asked.push(url);
      const answer = answers[asked.length - 1] ?? 'answer';
      if (answer === 'fail') return Promise.resolve(new Response('Bad gateway', { status: 502 }));
      if (answer === 'answer') return Promise.resolve(new Response(JSON.stringify(englishManifest)));
      // Held: no answer ever comes, until the request is given up.
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () =>
          reject(new DOMException('The request was aborted', 'AbortError')),
        );
      });
    };
    // Only the manifest goes through this server: the shards and chunks are read at once.
    return {
      asked,
      client: createEmbeddedClient(
        (language, failedAttempts) => fetchSearchEntry(language, failedAttempts, fetchImpl),
        readFile,
      ),
    };
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives up on a held request after the 1 s connect time-out, and the next search fetches again', async () => {
    jest.useFakeTimers();
    const { asked, client } = server('hold', 'answer');
    let settled = false;
    const first = client.search([query()]).finally(() => {
      settled = true;
    });
    first.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toThrow('/search-index/en.json timed out');
    const { results } = await client.search([query()]);
    expect(results[0]?.hits[0]?.url).toBe('/docs/installation/raspberry-pi/');
    expect(asked).toEqual(['/search-index/en.json', '/search-index/en.json']);
  });

  it('waits twice as long on the attempt after a time-out, so a slow connection gets there', async () => {
    jest.useFakeTimers();
    const { asked, client } = server('hold', 'hold', 'answer');
    const first = client.search([query()]);
    first.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(first).rejects.toThrow('no answer for 1000 ms');
    let settled = false;
    const second = client.search([query()]).finally(() => {
      settled = true;
    });
    second.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(second).rejects.toThrow('no answer for 2000 ms');
    await expect(client.search([query()])).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
    expect(asked).toHaveLength(3);
  });

  it('fails when the index answers with an error, and the next search fetches again', async () => {
    const { asked, client } = server('fail', 'answer');
    await expect(client.search([query()])).rejects.toThrow('/search-index/en.json answered 502');
    await expect(client.search([query()])).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
    expect(asked).toHaveLength(2);
  });

  it('downloads a language once it has succeeded', async () => {
    const { asked, client } = server('answer');
    await client.search([query()]);
    await client.search([query()]);
    expect(asked).toHaveLength(1);
  });
});
