import { buildRecords, plainText } from './records';

const fixture = `Foyer talks to **Zigbee** devices through a [USB adapter](/docs/integrations/zigbee2mqtt/).

## Prérequis

- Un adaptateur Zigbee branché en \`USB\`.
- L’essai de <TrialDays /> jours.

<Admonition type="tip">

Choisissez un câble d’extension.

</Admonition>

### Vérifier l’adaptateur

\`\`\`bash
## not a heading: a shell comment
ls /dev/serial/by-id
\`\`\`

| Port | Usage |
| --- | --- |
| 1883 | MQTT |

## Prérequis

Un second titre identique.
`;

const records = buildRecords({
  body: fixture,
  path: '/fr/docs/integrations/zigbee2mqtt/',
  title: 'Zigbee2MQTT',
  category: 'Intégrations',
  language: 'fr',
  versionTag: 'docs-current',
  inlineValues: (component) => (component === 'TrialDays' ? '14' : undefined),
});

describe('buildRecords', () => {
  it('makes one record for the introduction and one per heading section', () => {
    expect(records.map((record) => [record.type, record.url])).toEqual([
      ['lvl1', '/fr/docs/integrations/zigbee2mqtt/'],
      ['lvl2', '/fr/docs/integrations/zigbee2mqtt/#prérequis'],
      ['lvl3', '/fr/docs/integrations/zigbee2mqtt/#vérifier-ladaptateur'],
      ['lvl2', '/fr/docs/integrations/zigbee2mqtt/#prérequis-1'],
    ]);
  });

  it('gives each record the hierarchy above it', () => {
    expect(records[2]?.hierarchy).toEqual({
      lvl0: 'Intégrations',
      lvl1: 'Zigbee2MQTT',
      lvl2: 'Prérequis',
      lvl3: 'Vérifier l’adaptateur',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[3]?.hierarchy.lvl3).toBeNull();
  });

  it('keeps the text a reader sees: no markup, no code blocks, facts filled in', () => {
    expect(records[0]?.content).toBe('Foyer talks to Zigbee devices through a USB adapter.');
    expect(records[1]?.content).toBe(
      'Un adaptateur Zigbee branché en USB. L’essai de 14 jours. Choisissez un câble d’extension.',
    );
    expect(records[2]?.content).toBe('Port Usage 1883 MQTT');
  });

  it('carries the language, the version tag and a unique id', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(
      records.every((record) => record.language === 'fr' && record.docusaurus_tag === 'docs-current'),
    ).toBe(true);
  });
});

describe('plainText', () => {
  it('drops emphasis, links, code marks and list markers', () => {
    expect(plainText('1. Open **Settings → Foyer Plus** and [read](/x/) `docker ps`')).toBe(
      'Open Settings → Foyer Plus and read docker ps',
    );
  });
});
