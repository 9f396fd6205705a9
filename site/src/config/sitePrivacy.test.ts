import fs from 'node:fs';
import path from 'node:path';
import englishCommon from '../../locales/en/common.json';
import frenchCommon from '../../locales/fr/common.json';
import { locateContent } from '../../gatsby/contentPaths';
import { footerColumns } from './footer';
import { MARKETING_ROUTES, SITE_PRIVACY_PATH } from './routes';
import { services } from './services';

const pagesRoot = path.resolve(__dirname, '../../content/pages');

function notice(language: 'en' | 'fr'): string {
  return fs.readFileSync(path.join(pagesRoot, language, 'privacy.mdx'), 'utf8');
}

describe('the website privacy notice', () => {
  it.each(['en', 'fr'] as const)('is published at the privacy path in %s', (language) => {
    expect(fs.existsSync(path.join(pagesRoot, language, 'privacy.mdx'))).toBe(true);
    expect(locateContent('pages', `${language}/privacy.mdx`).neutralPath).toBe(SITE_PRIVACY_PATH);
    expect(MARKETING_ROUTES).toContain(SITE_PRIVACY_PATH);
  });

  it('is linked from the footer, with a label in both languages', () => {
    const link = footerColumns
      .flatMap((column) => column.items)
      .find((item) => 'to' in item && item.to === SITE_PRIVACY_PATH);
    expect(link?.labelKey).toBe('footer.privacy');
    expect(englishCommon.footer).toHaveProperty('privacy', 'Privacy');
    expect(frenchCommon.footer).toHaveProperty('privacy', 'Confidentialité');
  });

  it.each(['en', 'fr'] as const)('names the endpoint of every form the site posts to (%s)', (language) => {
    const text = notice(language);
    for (const endpoint of Object.values(services.forms)) expect(text).toContain(`\`${endpoint}\``);
  });

  it.each([
    ['en', /no audience-measurement script/, /Algolia/, /CNIL/],
    ['fr', /aucun script de mesure d’audience/, /Algolia/, /CNIL/],
  ] as const)(
    'says analytics are off by default, when search leaves the browser and where to complain (%s)',
    (language, ...facts) => {
      const text = notice(language);
      for (const fact of facts) expect(text).toMatch(fact);
      expect(text).toContain('<LegalEntity field="companyName" />');
    },
  );
});
