import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext, openHydrated } from './support/browser';

const PUBLIC_DIR = path.join(__dirname, '..', 'public');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Chargement de la page' });

/** Records, from the first paint on, whether the route progress bar was ever in the page. */
async function watchProgressBar(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = { progressBar: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.progressBar = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const progressBarWasSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { progressBar: boolean } }).seen.progressBar);

/** The files of the code chunk that renders `sitePath`'s template, as the built site names them. */
function templateChunkFiles(sitePath: string): string[] {
  const pageData = JSON.parse(
    fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', sitePath, 'page-data.json'), 'utf8'),
  ) as { componentChunkName: string };
  const chunkMap = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'chunk-map.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return (chunkMap[pageData.componentChunkName] ?? []).filter((file) => file.endsWith('.js'));
}

describe('route changes', () => {
  it('shows the progress bar when the next page takes more than 200 ms, and ends it when the page shows', async () => {
    const context = await newContext(browser);
    // Every answer for the blog's page data is held back 1.5 s, prefetches included.
    await context.route('**/page-data/fr/blog/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/docs/');
    await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Blog' }).click();
    await progressBar(page).waitFor({ state: 'visible', timeout: 1200 });
    await page.waitForURL('**/fr/blog/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await progressBar(page).waitFor({ state: 'detached', timeout: 3000 });
    await context.close();
  });

  it('shows no bar when the next page is ready within 200 ms', async () => {
    const context = await newContext(browser);
    await watchProgressBar(context);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog/');
    await page.waitForTimeout(400);
    expect(await progressBarWasSeen(page)).toBe(false);
    await context.close();
  });

  it('scrolls to the hash target of the next page', async () => {
    const page = await openHydrated(browser, '/blog/foyer-4-58/');
    await page.locator('main a[href="/docs/installation/docker/#roll-back-to-a-previous-version"]').click();
    await page.waitForURL('**/docs/installation/docker/#roll-back-to-a-previous-version');
    await page.waitForFunction(() => {
      const top = document.getElementById('roll-back-to-a-previous-version')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200 && window.scrollY > 0;
    });
    await page.context().close();
  });

  it('scrolls to the top when the next page has no hash', async () => {
    const page = await openHydrated(browser, '/docs/installation/docker/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Starter kit' }).click();
    await page.waitForURL('**/starter-kit/');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('finds the private parts of Gatsby it wraps in the built site, and so warns of nothing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/docs/');
    const runtime = await page.evaluate(() => {
      const gatsby = window as unknown as { ___navigate?: unknown; ___loader?: { loadPage?: unknown } };
      return { navigate: typeof gatsby.___navigate, loadPage: typeof gatsby.___loader?.loadPage };
    });
    expect(runtime).toEqual({ navigate: 'function', loadPage: 'function' });
    expect(warnings.filter((text) => text.startsWith('Foyer:'))).toEqual([]);
    await context.close();
  });

  it('logs a warning and reloads the whole page at the full address when the next page’s code fails', async () => {
    const context = await newContext(browser);
    const chunks = templateChunkFiles('blog/archive');
    expect(chunks.length).toBeGreaterThan(0);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    // Only now: the first load must work, the navigation must not.
    for (const chunk of chunks) await context.route(`**${chunk}`, (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    // What a Gatsby link does on click, with a query and a hash to keep.
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate(
        '/blog/archive/?from=docs#2023',
      ),
    );
    await reloaded;
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
      '/blog/archive/?from=docs#2023',
    );
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(warnings.some((text) => text.includes('could not be loaded; reloading the whole page'))).toBe(
      true,
    );
    await context.close();
  });
});

describe('prefetching linked pages', () => {
  async function pageDataRequestsOnHome(
    connection: { effectiveType: string; saveData: boolean } | undefined,
  ) {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    if (connection) {
      await context.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
        });
      }, connection);
    }
    const requested: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/page-data/') && !pathname.startsWith('/page-data/index/')) {
        if (!pathname.includes('app-data') && !pathname.includes('/sq/')) requested.push(pathname);
      }
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    // Gatsby waits 3 s after the first link comes into view, then prefetches in idle time.
    await page.waitForTimeout(5000);
    await context.close();
    return requested;
  }

  it('prefetches the pages linked in view on a normal connection', async () => {
    expect((await pageDataRequestsOnHome(undefined)).length).toBeGreaterThan(0);
  });

  it('skips prefetching on 2G', async () => {
    expect(await pageDataRequestsOnHome({ effectiveType: 'slow-2g', saveData: false })).toEqual([]);
    expect(await pageDataRequestsOnHome({ effectiveType: '2g', saveData: false })).toEqual([]);
  });

  it('skips prefetching when the visitor asks to save data', async () => {
    expect(await pageDataRequestsOnHome({ effectiveType: '4g', saveData: true })).toEqual([]);
  });
});
