import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogueProblems, readCatalogue, type IntegrationEntry } from './catalogue';

const siteRoot = path.resolve(__dirname, '../..');

function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  for (const language of ['en', 'fr']) {
    fs.mkdirSync(path.join(root, 'content/docs', language, 'integrations'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/docs', language, 'integrations/shelly.mdx'), '---\n---\n');
    fs.writeFileSync(path.join(root, 'content/docs', language, 'integrations/sonos.mdx'), '---\n---\n');
  }
  fs.mkdirSync(path.join(root, 'static/integrations'), { recursive: true });
  fs.writeFileSync(path.join(root, 'static/integrations/shelly.svg'), '<svg/>');
  return root;
}

const shelly: IntegrationEntry = {
  id: 'shelly',
  name: 'Shelly',
  technologies: ['Wi-Fi'],
  doc: 'shelly',
  logo: '/integrations/shelly.svg',
  buy: {
    url: 'https://shop.foyer.example/shelly',
    product: { en: 'a Shelly relay', fr: 'un relais Shelly' },
  },
  description: { en: 'Relays.', fr: 'Relais.' },
  dataFlow: 'local',
};

const openai: IntegrationEntry = {
  ...shelly,
  id: 'openai',
  doc: 'sonos',
  buy: undefined,
  dataFlow: 'cloud',
  cloudService: 'OpenAI',
  dataFlowNote: { en: 'Questions go to OpenAI.', fr: 'Les questions partent chez OpenAI.' },
};

/** The build's check of these entries, with the fixture's second guide (sonos) covered by `openai` unless taken. */
function checked(...entries: IntegrationEntry[]): string[] {
  const withSonos = entries.some((entry) => entry.doc === 'sonos') ? entries : [...entries, openai];
  return catalogueProblems(fixture(), withSonos);
}

describe('integrations catalogue', () => {
  it('names an entry whose guide is missing and a guide without entry', () => {
    const problems = catalogueProblems(fixture(), [shelly, { ...shelly, id: 'hue', doc: 'philips-hue' }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'hue: no guide docs/en/integrations/philips-hue.mdx',
        'hue: no guide docs/fr/integrations/philips-hue.mdx',
        'guide integrations/sonos has no entry in content/integrations.yaml',
      ]),
    );
  });

  it('refuses unknown technologies', () => {
    const problems = catalogueProblems(fixture(), [{ ...shelly, technologies: ['Carrier pigeon' as never] }]);
    expect(problems.some((problem) => problem.startsWith('shelly: technologies must be'))).toBe(true);
  });

  it('takes software with nothing to buy, and refuses a Buy link that does not say what it sells', () => {
    const sonos = { ...shelly, id: 'sonos', doc: 'sonos' };
    expect(catalogueProblems(fixture(), [shelly, { ...sonos, buy: undefined }])).toEqual([]);
    const problems = catalogueProblems(fixture(), [
      { ...shelly, buy: { url: 'https://shop.foyer.example/shelly', product: { en: 'a relay', fr: '' } } },
      { ...sonos, buy: { url: 'https://elsewhere.example/sonos', product: shelly.buy!.product } },
    ]);
    expect(problems).toEqual([
      'shelly: buy needs the product it sells in English and French',
      'sonos: buy.url must be a page of https://shop.foyer.example',
    ]);
  });

  it('refuses a Buy link on an integration that runs through Foyer Plus', () => {
    expect(catalogueProblems(fixture(), [{ ...shelly, plus: true }])).toContain(
      'shelly: runs through Plus, so it has no buy link',
    );
  });

  it('fails on an entry that does not say where its data goes, or says something unknown', () => {
    const { dataFlow: _omitted, ...withoutDataFlow } = shelly;
    expect(checked(...[withoutDataFlow as IntegrationEntry])).toEqual([
      'shelly: dataFlow must be one of local, local-optional-cloud, cloud (got nothing)',
    ]);
    expect(checked(...[{ ...shelly, dataFlow: 'mostly-local' as never }])).toEqual([
      'shelly: dataFlow must be one of local, local-optional-cloud, cloud (got mostly-local)',
    ]);
  });

  it('takes a cloud entry that names its vendor in its note, in both languages', () => {
    expect(checked(...[shelly, openai])).toEqual([]);
    expect(
      checked(
        ...[
          shelly,
          { ...openai, cloudService: undefined },
          {
            ...openai,
            id: 'vague',
            dataFlowNote: { en: 'Questions go to a model.', fr: 'Les questions partent chez OpenAI.' },
          },
        ],
      ),
    ).toEqual([
      'openai: dataFlow cloud needs the cloudService it depends on',
      'vague: its dataFlowNote must name OpenAI in both languages',
    ]);
  });

  it('wants a note, in both languages, wherever something may leave the house, and none on a local entry', () => {
    const optional: IntegrationEntry = { ...shelly, dataFlow: 'local-optional-cloud' };
    expect(checked(...[optional])).toEqual([
      'shelly: dataFlow local-optional-cloud needs a dataFlowNote in English and French',
    ]);
    expect(checked(...[{ ...optional, dataFlowNote: { en: 'Only the hosted server.', fr: '' } }])).toEqual([
      'shelly: dataFlow local-optional-cloud needs a dataFlowNote in English and French',
    ]);
    expect(
      checked(...[{ ...optional, cloudService: 'Shelly Cloud', dataFlowNote: openai.dataFlowNote }]),
    ).toEqual(['shelly: cloudService is for dataFlow cloud only']);
    expect(checked(...[{ ...shelly, cloudService: 'Shelly Cloud' }])).toEqual([
      'shelly: a local integration has no cloudService nor dataFlowNote',
    ]);
  });

  it('files each real integration where its guide says its data goes', () => {
    const entries = readCatalogue(path.join(siteRoot, 'content/integrations.yaml'));
    const byFlow = (flow: string) =>
      entries
        .filter((entry) => entry.dataFlow === flow)
        .map((entry) => entry.id)
        .sort();
    expect(byFlow('cloud')).toEqual([
      'alexa',
      'callmebot',
      'enedis',
      'free-mobile',
      'google-home',
      'netatmo',
      'openai',
      'openweather',
      'telegram',
      'tuya',
    ]);
    expect(byFlow('local-optional-cloud')).toEqual([
      'caldav',
      'homekit',
      'mcp',
      'nextcloud-talk',
      'owntracks',
      'sonoff',
      'xiaomi',
    ]);
    expect(byFlow('local')).toEqual(
      expect.arrayContaining(['philips-hue', 'matter', 'zigbee2mqtt', 'tp-link']),
    );
    expect(entries.find((entry) => entry.id === 'alexa')?.cloudService).toBe('Amazon Alexa');
  });

  it('holds for the real catalogue: every guide has its entry and every entry its guide and logo', () => {
    const entries = readCatalogue(path.join(siteRoot, 'content/integrations.yaml'));
    expect(entries.length).toBeGreaterThanOrEqual(34);
    expect(catalogueProblems(siteRoot, entries)).toEqual([]);
  });

  it('sells nothing for software-only integrations, and only described devices for the others', () => {
    const entries = readCatalogue(path.join(siteRoot, 'content/integrations.yaml'));
    const software = [
      'caldav',
      'callmebot',
      'enedis',
      'free-mobile',
      'homekit',
      'lan-manager',
      'mcp',
      'mqtt',
      'nextcloud-talk',
      'node-red',
      'openai',
      'openweather',
      'owntracks',
      'telegram',
    ];
    const withBuyLink = entries.filter((entry) => entry.buy).map((entry) => entry.id);
    expect(withBuyLink.filter((id) => software.includes(id))).toEqual([]);
    expect(entries.filter((entry) => !entry.buy && !entry.plus).map((entry) => entry.id)).toEqual(software);
    for (const entry of entries) {
      if (entry.buy) expect(entry.buy.product.en).toMatch(/^(a|an) /);
      if (entry.buy) expect(entry.buy.product.fr).toMatch(/^(un|une) /);
    }
  });
});
