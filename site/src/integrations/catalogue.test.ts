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
  buy: 'https://shop.foyer.example/shelly',
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

  it('refuses unknown technologies and entries with neither Buy nor Plus', () => {
    const problems = catalogueProblems(fixture(), [
      { ...shelly, technologies: ['Carrier pigeon' as never] },
      { ...shelly, id: 'sonos', doc: 'sonos', logo: '/integrations/shelly.svg', buy: undefined },
    ]);
    expect(problems.some((problem) => problem.startsWith('shelly: technologies must be'))).toBe(true);
    expect(problems).toContain('sonos: needs either a buy link or plus: true');
  });

  it('holds for the real catalogue: every guide has its entry and every entry its guide and logo', () => {
    const entries = readCatalogue(path.join(siteRoot, 'content/integrations.yaml'));
    expect(entries.length).toBeGreaterThanOrEqual(34);
    expect(catalogueProblems(siteRoot, entries)).toEqual([]);
  });
});
