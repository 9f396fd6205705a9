import { XMLParser } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { get } from './support/server';
import { LOCALIZED_ROUTES } from './support/routes';
import { UNLISTED_ROUTES } from '../src/config/formPages';
import { splitLanguage } from '../src/i18n/routing';

const SITE = 'https://foyer.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function headOf(
  path: string,
): Promise<{ page: Page; meta: (selector: string, attribute?: string) => Promise<string | null> }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(path);
  const meta = (selector: string, attribute = 'content') =>
    page.locator(`head ${selector}`).first().getAttribute(attribute);
  return { page, meta };
}

function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
}

describe('what search engines and sharing cards read', () => {
  it.each([
    ['en', '/plus/'],
    ['fr', '/fr/plus/'],
  ])(
    'a %s page has its canonical URL and the default sharing picture of its language',
    async (language, path) => {
      const { page, meta } = await headOf(path);
      expect(await meta('link[rel="canonical"]', 'href')).toBe(`${SITE}${path}`);
      expect(await meta('meta[property="og:url"]')).toBe(`${SITE}${path}`);
      expect(await meta('meta[property="og:image"]')).toBe(`${SITE}/og/foyer-${language}.png`);
      expect(await meta('meta[name="twitter:image"]')).toBe(`${SITE}/og/foyer-${language}.png`);
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta('meta[property="og:image:alt"]')).toMatch(
        language === 'fr' ? /vie privée/ : /privacy-first/,
      );
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
      expect(await meta('meta[name="twitter:description"]')).toBeTruthy();
      // The picture is there, at the size the tags announce.
      const picture = await get(`/og/foyer-${language}.png`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      await page.context().close();
    },
  );

  it.each(['/', '/fr/docs/installation/docker/'])(
    '%s names the site icon, which is served, so browsers never ask for a missing /favicon.ico',
    async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const iconAnswers: [string, number][] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/icon/.test(pathname)) iconAnswers.push([pathname, response.status()]);
      });
      await page.goto(path);
      const href = (rel: string) => page.locator(`head link[rel="${rel}"]`).getAttribute('href');
      expect(await href('icon')).toBe('/favicon.svg');
      expect(await href('apple-touch-icon')).toBe('/apple-touch-icon.png');
      const icons: [string, string][] = [
        ['/favicon.svg', 'image/svg+xml'],
        ['/apple-touch-icon.png', 'image/png'],
      ];
      for (const [file, type] of icons) {
        const answer = await get(file);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')?.split(';')[0]).toBe(type);
      }
      await page.waitForLoadState('load');
      expect(iconAnswers.filter(([, status]) => status !== 200)).toEqual([]);
      await context.close();
    },
  );

  it('describes the organisation on the home page of each language', async () => {
    for (const [path, url] of [
      ['/', `${SITE}/`],
      ['/fr/', `${SITE}/fr/`],
    ] as const) {
      const { page } = await headOf(path);
      const [organisation] = await jsonLdOf(page);
      expect(organisation).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Foyer',
        url,
      });
      await page.context().close();
    }
  });

  it('describes a post as an article: headline, date, author, picture, language', async () => {
    const { page, meta } = await headOf('/fr/blog/foyer-4-58/');
    const [article] = await jsonLdOf(page);
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      // French titles are typeset at build time: a no-break space before the colon.
      headline: 'Foyer 4.58\u00a0: une version tournée vers les détails',
      datePublished: '2025-09-16',
      inLanguage: 'fr-FR',
      url: `${SITE}/fr/blog/foyer-4-58/`,
      author: { '@type': 'Person', name: 'Camille Roux' },
      publisher: { '@type': 'Organization', name: 'Foyer' },
    });
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[property="article:published_time"]')).toBe('2025-09-16');
    await page.context().close();
  });

  it('keeps page titles within 70 characters: a long post has a short title, the name is left out when it would not fit', async () => {
    for (const [path, expected] of [
      ['/fr/blog/foyer-4-44/', 'Foyer 4.44\u00a0: présence via le LAN manager, Tasmota et météo | Foyer'],
      ['/fr/', 'Foyer, l’assistant domotique open source qui respecte votre vie privée'],
      ['/blog/foyer-4-58/', 'Foyer 4.58: a release about the details | Foyer'],
    ] as const) {
      const { page } = await headOf(path);
      expect(await page.title()).toBe(expected);
      expect((await page.title()).length).toBeLessThanOrEqual(70);
      await page.context().close();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every page of both languages, each with its twin and the default as alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text()) as {
      urlset: { url: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[] };
    };
    const locations = parsed.urlset.url.map((url) => url.loc);
    for (const [, route] of LOCALIZED_ROUTES) {
      const listed = !UNLISTED_ROUTES.includes(splitLanguage(route).path);
      if (listed) expect(locations).toContain(`${SITE}${route}`);
      else expect(locations).not.toContain(`${SITE}${route}`);
    }
    expect(locations.some((loc) => loc.includes('404'))).toBe(false);
    for (const url of parsed.urlset.url) {
      expect(url['xhtml:link'].map((link) => link['@_hreflang'])).toEqual(['en', 'fr', 'x-default']);
      expect(url['xhtml:link'].map((link) => link['@_href'])).toContain(url.loc);
    }
  });

  it('lets crawlers in and points them at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
