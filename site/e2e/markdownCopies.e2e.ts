import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openHydrated } from './support/browser';
import { get } from './support/server';
import { DOC_ROUTES, POST_ROUTES } from './support/routes';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath } from '../src/i18n/routing';
import { markdownPath } from '../src/markdown/markdownPath';

const SITE = 'https://foyer.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The text outside fenced code blocks, where JSX would show if any were left. */
function prose(markdown: string): string {
  return markdown.replace(/^(```+)[^\n]*\n[\s\S]*?^\1$/gm, '');
}

async function text(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await get(path);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('Markdown copies of the docs and posts', () => {
  it.each([
    ['/docs/installation/docker.md', '# Install with Docker'],
    ['/fr/docs/installation/docker.md', '# Installer avec Docker'],
  ])('%s answers as Markdown, clean of MDX', async (path, title) => {
    const { status, type, body } = await text(path);
    expect(status).toBe(200);
    expect(type).toBe('text/markdown; charset=utf-8');
    expect(body.startsWith(`${title}\n\n> `)).toBe(true);
    expect(body).toContain('```bash\n');
    expect(body).toContain('registry.foyer.example/foyer/foyer');
    expect(prose(body)).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|\{[^}\n]*\}/);
  });

  it('every doc and every post, in both languages, has its copy, and nothing is left of MDX in any', async () => {
    const routes = LANGUAGES.flatMap((language) =>
      [...DOC_ROUTES, ...POST_ROUTES].map((route) => markdownPath(localizePath(route, language))),
    );
    const problems: string[] = [];
    for (const path of routes) {
      const { status, body } = await text(path);
      if (status !== 200) problems.push(`${path}: HTTP ${status}`);
      else if (/<\/?[A-Z][A-Za-z]*[\s/>]/.test(prose(body))) problems.push(`${path}: JSX left`);
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(200);
  });

  it('an admonition, tabs and a price are written out as plain Markdown', async () => {
    const { body: plus } = await text('/fr/docs/plus/intro.md');
    expect(plus).toMatch(/\d+,\d\d\u00a0€/);
    const { body: compose } = await text('/docs/installation/docker-compose.md');
    expect(compose).toMatch(/^\*\*.+: Foyer only\*\*$/m);
    expect(compose).toMatch(/^\*\*.+: Foyer with MQTT and Zigbee2MQTT\*\*$/m);
    const { body: alarm } = await text('/fr/docs/dashboard/alarm.md');
    expect(alarm).toMatch(/^> \*\*[^*]+\u00a0:\*\* /m);
  });

  it('the sitemap lists the pages, not their copies', async () => {
    const { body } = await text('/sitemap.xml');
    expect(body).toContain(`<loc>${SITE}/docs/installation/docker/</loc>`);
    expect(body).not.toContain('.md<');
    expect(body).not.toContain('llms');
  });
});

describe('llms.txt', () => {
  it.each(LANGUAGES)(
    'the %s one lists every doc of its language, and every link in it answers',
    async (language) => {
      const { status, type, body } = await text(localizePath('/llms.txt', language));
      expect(status).toBe(200);
      expect(type).toBe('text/plain; charset=utf-8');
      expect(body).toMatch(/^# Foyer\n\n> .+\n\n.+\n\n## /);
      const links = [...body.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((match) => match[1] ?? '');
      for (const route of DOC_ROUTES) {
        expect(links).toContain(`${SITE}${markdownPath(localizePath(route, language))}`);
      }
      const full = body.match(/https:\/\/\S+llms-full\.txt/)?.[0];
      expect(full).toBe(`${SITE}${localizePath('/llms-full.txt', language)}`);
      const failing: string[] = [];
      for (const link of [...links, full ?? '']) {
        const response = await get(link.replace(SITE, ''));
        if (response.status !== 200) failing.push(`${link}: HTTP ${response.status}`);
      }
      expect(failing).toEqual([]);
    },
  );

  it.each(LANGUAGES)('the %s llms-full.txt holds every doc of its language', async (language) => {
    const { status, body } = await text(localizePath('/llms-full.txt', language));
    expect(status).toBe(200);
    const titles = prose(body).match(/^# .+$/gm) ?? [];
    // The file's own heading, then one per doc.
    expect(titles).toHaveLength(DOC_ROUTES.length + 1);
    expect(body).toContain(language === 'fr' ? '# Installer avec Docker' : '# Install with Docker');
  });
});

describe('Copy page as Markdown', () => {
  it('puts the French doc’s Markdown copy on the clipboard and says so', async () => {
    const page = await openHydrated(browser, '/fr/docs/installation/docker/');
    const context = page.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier la page en Markdown' }).click();
    await page.getByRole('button', { name: 'Page copiée en Markdown' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await text('/fr/docs/installation/docker.md')).body);
    await context.close();
  });

  it('without JavaScript, the page links to its copy and shows no button that would do nothing', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/installation/docker/');
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible()).resolves.toBe(
      false,
    );
    const link = page.getByRole('link', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe('/docs/installation/docker.md');
    await context.close();
  });
});
