import { specDocRoutes } from '../src/config/docsRoutes';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath } from '../src/i18n/routing';
import { get } from './support/server';

const specRoutes: [string, string][] = specDocRoutes().flatMap((route) =>
  LANGUAGES.map((language): [string, string] => [language, localizePath(route, language)]),
);

describe('docs pages of the spec', () => {
  it.each(specRoutes)(
    '%s %s has an h1, a description and at least two sections',
    async (_language, route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(20);
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      expect((article.match(/<h2[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('highlights code at build time and ships no highlighter', async () => {
    const html = await (await get('/docs/installation/docker-compose/')).text();
    expect(html).toContain('<span class="token');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    for (const script of scripts) {
      expect(await (await get(script)).text()).not.toContain('Prism');
    }
  });
});
