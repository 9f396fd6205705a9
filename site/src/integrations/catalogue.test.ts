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
};

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
