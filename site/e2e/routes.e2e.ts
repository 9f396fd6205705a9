import { get } from './support/server';
import { ALL_ROUTES, LOCALIZED_ROUTES } from './support/routes';

function attribute(html: string, tag: string, name: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

describe('routes on the static host', () => {
  it('covers the docs home, one doc per category and the blog', () => {
    expect(ALL_ROUTES).toEqual(expect.arrayContaining(['/docs/', '/blog/', '/contact/', '/plus/terms/']));
    const categories = new Set(
      ALL_ROUTES.filter((r) => /^\/docs\/[^/]+\/[^/]+\/$/.test(r)).map((r) => r.split('/')[2]),
    );
    expect([...categories].sort()).toEqual([
      'api',
      'dashboard',
      'dev',
      'installation',
      'integrations',
      'plus',
      'scenes',
    ]);
  });

  it.each(LOCALIZED_ROUTES)(
    '%s %s answers 200 with its language, a title, one h1, and a first paint that waits for the header',
    async (language, route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(attribute(html, 'html', 'lang')).toBe(language);
      expect(attribute(html, 'html', 'dir')).toBe('ltr');
      expect(html).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<link rel="expect" href="#main-content" blocking="render"/>');
      // The header, whole, right before the main content: only the end of its island (its
      // Suspense markers and the display: contents wrapper) comes between.
      expect(html).toMatch(/<\/header>(?:<!--\/\$-->)*<\/div><main id="main-content"/);
      expect(html).toContain(`hrefLang="x-default"`);
      expect(html).not.toContain('\u0000');
    },
  );

  it('declares both languages and x-default as alternates', async () => {
    const html = await (await get('/fr/docs/api/rest-api/')).text();
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="en" href="https?:\/\/[^"]+\/docs\/api\/rest-api\/"/,
    );
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="fr" href="https?:\/\/[^"]+\/fr\/docs\/api\/rest-api\/"/,
    );
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^"]+\/docs\/api\/rest-api\/"/,
    );
  });

  it.each([
    ['/contact', '/contact/'],
    ['/fr/plus/privacy', '/fr/plus/privacy/'],
    ['/docs/api/rest-api?tab=curl', '/docs/api/rest-api/?tab=curl'],
    ['/fr', '/fr/'],
  ])('adds the trailing slash: %s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each([
    ['/contact/index.html', '/contact/'],
    ['/index.html', '/'],
    ['/fr/blog/index.html', '/fr/blog/'],
    ['/contact.html', '/contact/'],
    ['/fr/open.html?from=mail', '/fr/open/?from=mail'],
  ])('rewrites .html addresses to the bare path: %s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each([
    ['/en/', '/'],
    ['/en', '/'],
    ['/en/docs/installation/docker/', '/docs/installation/docker/'],
    ['/en/search/?q=zigbee', '/search/?q=zigbee'],
  ])('sends /en/ addresses to the unprefixed English page: %s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each([
    ['/no-such-page/', 'en', 'Page not found'],
    ['/docs/installation/nowhere/', 'en', 'Page not found'],
    ['/fr/pas-de-page/', 'fr', 'Page introuvable'],
    ['/fr/docs/inconnu/', 'fr', 'Page introuvable'],
    ['/404/', 'en', 'Page not found'],
    ['/fr/404/', 'fr', 'Page introuvable'],
  ])('answers 404 with the localized not-found page: %s', async (route, language, text) => {
    const response = await get(route);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(attribute(html, 'html', 'lang')).toBe(language);
    expect(html).toContain(`<h1>${text}</h1>`);
  });
});

describe('static host headers', () => {
  it('sends a strict CSP (scripts by hash, nothing unsafe) and the security headers, on pages and errors alike', async () => {
    for (const route of ['/', '/fr/docs/', '/missing/']) {
      const response = await get(route);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
      expect(csp).not.toMatch(/(script|style)-src [^;]*'unsafe-inline'/);
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never caches HTML and page data, and caches hashed assets for a year', async () => {
    const page = await get('/');
    expect(page.headers.get('cache-control')).toContain('max-age=0');
    const html = await page.text();
    const script = /<script src="(\/[^"]+-[0-9a-f]{8,}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeTruthy();
    const pageData = await get('/page-data/index/page-data.json');
    expect(pageData.status).toBe(200);
    expect(pageData.headers.get('cache-control')).toContain('max-age=0');
  });

  it("revalidates the search index's manifest and caches its content-named shards for a year", async () => {
    const manifest = await get('/search-index/fr.json');
    expect(manifest.headers.get('cache-control')).toContain('max-age=0');
    const { files } = (await manifest.json()) as { files: string };
    const shard = await get(`${files}terms/zi.json`);
    expect(shard.status).toBe(200);
    expect(shard.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text with gzip', async () => {
    const response = await get('/docs/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('responsive images', () => {
  it('offers the docs home picture in 10 widths from 400 to 2000', async () => {
    const html = await (await get('/docs/')).text();
    const srcSet = /<source type="image\/webp" srcSet="([^"]+)"/.exec(html)?.[1] ?? '';
    const widths = srcSet.split(',').map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1]));
    expect(widths).toEqual([400, 578, 756, 933, 1111, 1289, 1467, 1644, 1822, 2000]);
  });
});
