import { plusOffer } from '../config/offers';
import type { MdxTreeNode } from '../mdx/mdxTree';
import { buildRecords } from './records';

// A French doc as compileMdxTree builds it (ids slugged, typography applied).
const tree: MdxTreeNode[] = [
  [
    'p',
    null,
    'Foyer parle aux appareils ',
    ['strong', null, 'Zigbee'],
    ' par un ',
    ['a', { href: '/fr/docs/integrations/zigbee2mqtt/' }, 'adaptateur USB'],
    '.',
  ],
  '\n',
  ['h2', { id: 'prérequis' }, 'Prérequis'],
  '\n',
  [
    'ul',
    null,
    ['li', null, 'Un adaptateur branché en ', ['code', null, 'USB'], '.'],
    [
      'li',
      null,
      'L’essai de ',
      ['TrialDays', null],
      ' jours, puis ',
      ['Price', { of: 'monthly' }],
      ' par mois.',
    ],
  ],
  ['Admonition', { type: 'tip' }, ['p', null, 'Choisissez un câble d’extension.']],
  ['h3', { id: 'vérifier-ladaptateur' }, 'Vérifier l’', ['em', null, 'adaptateur']],
  ['CodeBlock', { code: '## not a heading\nls /dev/serial/by-id', language: 'bash', html: '<pre>…</pre>' }],
  [
    'table',
    null,
    ['thead', null, ['tr', null, ['th', null, 'Port'], ['th', null, 'Usage']]],
    ['tbody', null, ['tr', null, ['td', null, '1883'], ['td', null, 'MQTT']]],
  ],
  ['h2', { id: 'prérequis-1' }, 'Prérequis'],
  ['p', null, 'Un second titre identique.'],
];

const records = buildRecords({
  tree,
  path: '/fr/docs/integrations/zigbee2mqtt/',
  title: 'Zigbee2MQTT',
  category: 'Intégrations',
  language: 'fr',
  versionTag: 'docs-current',
});

describe('buildRecords', () => {
  it('makes one record for the introduction and one per heading section, at its heading id', () => {
    expect(records.map((record) => [record.type, record.url])).toEqual([
      ['lvl1', '/fr/docs/integrations/zigbee2mqtt/'],
      ['lvl2', '/fr/docs/integrations/zigbee2mqtt/#prérequis'],
      ['lvl3', '/fr/docs/integrations/zigbee2mqtt/#vérifier-ladaptateur'],
      ['content', '/fr/docs/integrations/zigbee2mqtt/#vérifier-ladaptateur'],
      ['lvl2', '/fr/docs/integrations/zigbee2mqtt/#prérequis-1'],
    ]);
  });

  it('makes each code block a record of its own, as written, under the heading above it', () => {
    const code = records.find((record) => record.type === 'content');
    expect(code?.content).toBe('## not a heading\nls /dev/serial/by-id');
    expect(code?.hierarchy).toEqual(records[2]?.hierarchy);
  });

  it('reads the code of a bare pre as well', () => {
    const [, code] = buildRecords({
      tree: [['pre', null, ['code', null, 'TZ=Europe/Paris']]],
      path: '/docs/a/',
      title: 'A page',
      category: 'Guides',
      language: 'en',
      versionTag: 'docs-current',
    });
    expect(code).toMatchObject({ type: 'content', content: 'TZ=Europe/Paris', url: '/docs/a/' });
  });

  it('gives each record the hierarchy above it, and forgets deeper levels at a higher heading', () => {
    expect(records[2]?.hierarchy).toEqual({
      lvl0: 'Intégrations',
      lvl1: 'Zigbee2MQTT',
      lvl2: 'Prérequis',
      lvl3: 'Vérifier l’adaptateur',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[4]?.hierarchy.lvl3).toBeNull();
  });

  it('keeps the text a reader sees: inline marks joined, blocks apart, code apart, facts filled in', () => {
    const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: plusOffer.currency }).format(
      plusOffer.monthlyPrice,
    );
    expect(records[0]?.content).toBe('Foyer parle aux appareils Zigbee par un adaptateur USB.');
    expect(records[1]?.content).toBe(
      `Un adaptateur branché en USB. L’essai de ${plusOffer.trialDays} jours, puis ${price} par mois. Choisissez un câble d’extension.`,
    );
    expect(records[2]?.content).toBe('Port Usage 1883 MQTT');
    const prose = records.filter((record) => record.type !== 'content');
    expect(prose.map((record) => record.content).join(' ')).not.toContain('not a heading');
  });

  it('carries the language, the version tag and a unique id', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(records).toHaveLength(5);
    for (const record of records) {
      expect(record).toMatchObject({ language: 'fr', docusaurus_tag: 'docs-current' });
    }
  });

  it('keeps an introduction with no text of its own, for the page title', () => {
    const [intro, ...rest] = buildRecords({
      tree: [
        ['h2', { id: 'a' }, 'A'],
        ['p', null, 'Texte.'],
      ],
      path: '/docs/a/',
      title: 'A page',
      category: 'Guides',
      language: 'en',
      versionTag: 'docs-current',
    });
    expect(intro).toMatchObject({ type: 'lvl1', url: '/docs/a/', content: null });
    expect(rest.map((record) => record.content)).toEqual(['Texte.']);
  });
});
