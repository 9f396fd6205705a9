import path from 'node:path';
import { readCatalogue } from '../src/integrations/catalogue';
import { frenchTypography } from '../src/i18n/frenchTypography';
import { get } from './support/server';

const catalogue = readCatalogue(path.resolve(__dirname, '../content/integrations.yaml'));

describe('integrations index of the docs', () => {
  it.each([
    ['/docs/integrations/', 'en'],
    ['/fr/docs/integrations/', 'fr'],
  ] as const)('%s links every guide, filed by technology', async (route, language) => {
    const html = await (await get(route)).text();
    const prefix = language === 'fr' ? '/fr' : '';
    for (const entry of catalogue) {
      expect(html).toContain(`href="${prefix}/docs/integrations/${entry.doc}/"`);
      // French descriptions are typeset at build time.
      const description = language === 'fr' ? frenchTypography(entry.description.fr) : entry.description.en;
      expect(html).toContain(description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').slice(0, 30));
    }
    expect((html.match(/<h2[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });

  it('has one guide per catalogue entry, in both languages', async () => {
    for (const entry of catalogue) {
      expect((await get(`/docs/integrations/${entry.doc}/`)).status).toBe(200);
      expect((await get(`/fr/docs/integrations/${entry.doc}/`)).status).toBe(200);
    }
  });
});
