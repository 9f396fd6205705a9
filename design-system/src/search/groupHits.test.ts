import { groupHits, hitView } from './groupHits';
import type { HierarchyLevel, SearchHit } from './types';

const hierarchy = (...levels: string[]): Record<HierarchyLevel, string | null> => ({
  lvl0: levels[0] ?? null,
  lvl1: levels[1] ?? null,
  lvl2: levels[2] ?? null,
  lvl3: levels[3] ?? null,
  lvl4: levels[4] ?? null,
  lvl5: levels[5] ?? null,
  lvl6: levels[6] ?? null,
});

const pageHit = (category: string, index: number): SearchHit => ({
  objectID: `${category}-${index}`,
  url: `/docs/${category}/${index}/`,
  type: 'lvl1',
  content: null,
  hierarchy: hierarchy(category, `Page ${index}`),
});

describe('groupHits', () => {
  it('groups hits under their top level, in order of first appearance, with at most 5 each', () => {
    const hits = [
      ...Array.from({ length: 7 }, (_, i) => pageHit('Scènes', i)),
      pageHit('Installation', 0),
      pageHit('Scènes', 9),
    ];
    const groups = groupHits(hits);
    expect(groups.map((group) => [group.title, group.hits.length])).toEqual([
      ['Scènes', 5],
      ['Installation', 1],
    ]);
    expect(groups[0]?.hits.map((hit) => hit.id)).toEqual([
      'Scènes-0',
      'Scènes-1',
      'Scènes-2',
      'Scènes-3',
      'Scènes-4',
    ]);
  });

  it('takes another limit', () => {
    expect(groupHits([pageHit('A', 0), pageHit('A', 1), pageHit('A', 2)], 2)[0]?.hits).toHaveLength(2);
  });
});

describe('hitView', () => {
  it('shows a heading hit highlighted, with the headings above it as its path and its snippet', () => {
    const view = hitView({
      objectID: 'carte',
      url: '/fr/docs/installation/raspberry-pi/#préparer-la-carte',
      type: 'lvl3',
      content: 'Écrivez le système sur la carte.',
      hierarchy: hierarchy('Installation', 'Raspberry Pi', 'Matériel', 'Préparer la carte'),
      _highlightResult: {
        hierarchy: { lvl3: { value: 'Préparer la <mark>carte</mark>', matchLevel: 'full' } },
      },
      _snippetResult: { content: { value: '…sur la <mark>carte</mark>.', matchLevel: 'full' } },
    });
    expect(view).toEqual({
      id: 'carte',
      url: '/fr/docs/installation/raspberry-pi/#préparer-la-carte',
      kind: 'heading',
      path: 'Raspberry Pi › Matériel',
      title: {
        segments: [
          { text: 'Préparer la ', highlighted: false },
          { text: 'carte', highlighted: true },
        ],
      },
      snippet: {
        segments: [
          { text: '…sur la ', highlighted: false },
          { text: 'carte', highlighted: true },
          { text: '.', highlighted: false },
        ],
      },
    });
  });

  it('shows a page hit by its title, without a path, and a category hit by its page', () => {
    expect(hitView(pageHit('Installation', 1))).toMatchObject({
      kind: 'page',
      path: undefined,
      title: { segments: [{ text: 'Page 1', highlighted: false }] },
    });
    expect(hitView({ ...pageHit('Installation', 1), type: 'lvl0' }).title.segments[0]?.text).toBe('Page 1');
  });

  it('shows a paragraph hit under its deepest heading', () => {
    const view = hitView({
      objectID: 'p',
      url: '/docs/mqtt/#broker',
      type: 'content',
      content: 'Start Mosquitto.',
      hierarchy: hierarchy('Integrations', 'MQTT', 'Run a broker'),
    });
    expect(view).toMatchObject({ kind: 'content', path: 'MQTT' });
    expect(view.title.segments[0]?.text).toBe('Run a broker');
  });
});
