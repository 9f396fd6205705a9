import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext, openHydrated } from './support/browser';
import { hasRedBorder } from './support/redBox';

const CRASH_SWITCH = '__foyerCrashForTests';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a page that crashes while rendering', () => {
  async function crashingPage(path: string): Promise<Page> {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.addInitScript((name) => {
      (window as unknown as Record<string, string>)[name] = 'The thermostat widget broke';
    }, CRASH_SWITCH);
    const page = await context.newPage();
    await gotoHydrated(page, path);
    return page;
  }

  it('shows the error page in French with the error message, and "Réessayer" renders the page again', async () => {
    const page = await crashingPage('/fr/docs/');
    const heading = page.getByRole('heading', { level: 1, name: 'Cette page a planté.' });
    await heading.waitFor();
    expect(await page.getByText('The thermostat widget broke').isVisible()).toBe(true);
    // The navbar stays, so the visitor can go elsewhere.
    expect(await page.getByRole('navigation', { name: 'Principale' }).isVisible()).toBe(true);

    await page.evaluate((name) => delete (window as unknown as Record<string, string>)[name], CRASH_SWITCH);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await heading.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toContain('planté');
    await page.context().close();
  });

  it('says "This page crashed." in English, with "Try again"', async () => {
    const page = await crashingPage('/plus/');
    await page.getByRole('heading', { level: 1, name: 'This page crashed.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('a page whose data arrives corrupted during a client-side navigation', () => {
  /**
   * Opens `start` with the target's page data served with `corrupt` applied to its
   * `result.data`, from the first request on (Gatsby prefetches linked pages' data).
   */
  async function openWithCorruptData(
    start: string,
    target: string,
    corrupt: (data: Record<string, unknown>) => void,
  ): Promise<Page> {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.route(`**/page-data${target}page-data.json`, async (route) => {
      const response = await route.fetch();
      const pageData = (await response.json()) as { result: { data: Record<string, unknown> } };
      corrupt(pageData.result.data);
      await route.fulfill({ response, json: pageData });
    });
    const page = await context.newPage();
    await gotoHydrated(page, start);
    return page;
  }

  async function followLink(page: Page, target: string) {
    await page.locator(`main a[href="${target}"]`).first().click();
  }

  it('shows the error page in French, with Réessayer and a way home, when the template cannot read its data', async () => {
    const target = '/fr/docs/installation/docker/';
    // The page's own content is gone: the template's body throws before any layout renders.
    const page = await openWithCorruptData('/fr/docs/', target, (data) => {
      for (const key of Object.keys(data)) if (key !== 'locales') delete data[key];
    });
    await followLink(page, target);
    await page.getByRole('heading', { level: 1, name: 'Cette page a planté.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Aller à l’accueil' }).getAttribute('href')).toBe('/fr/');
    expect(await page.getByRole('main').count()).toBe(1);
    await page.context().close();
  });

  it('shows the English error page when the UI strings themselves are unreadable', async () => {
    const target = '/docs/installation/docker/';
    // The strings the navbar, footer and design-system labels read are not JSON any more.
    const page = await openWithCorruptData('/docs/', target, (data) => {
      data.locales = { edges: [{ node: { ns: 'common', language: 'en', data: '{"nav": ' } }] };
    });
    await followLink(page, target);
    await page.getByRole('heading', { level: 1, name: 'This page crashed.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);

    // Going back to a page whose data is sound recovers without a reload.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'This page crashed.' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the search, loaded on first use', () => {
  it('shows a red box with Retry when its code fails to load, and Retry loads it', async () => {
    const page = await openHydrated(browser, '/docs/');
    // The search's own chunk (named in SearchLauncher) fails to download, until `failing` is reset.
    let failing = true;
    await page
      .context()
      .route(/\/search-dialog-[^/]*\.js$/, (route) =>
        failing ? route.abort('internetdisconnected') : route.continue(),
      );
    await page.keyboard.press('Control+k');
    const alert = page.getByRole('alert').filter({ hasText: 'The search could not be loaded.' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Loading chunk|failed/i);
    expect(await hasRedBorder(alert)).toBe(true);

    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('combobox').waitFor();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });
});

describe('images that fail to load', () => {
  it('say the picture was not found, and a click loads it again', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    let failing = true;
    await context.route(/\/static\/.*\.(webp|png|jpg|avif)$/, (route) =>
      failing ? route.fulfill({ status: 404, body: 'not found' }) : route.continue(),
    );
    const page = await context.newPage();
    await gotoHydrated(page, '/starter-kit/');
    const fallback = page.getByRole('button', {
      name: /Image not found \(404\)\..*Click to reload the image\./,
    });
    await fallback.first().waitFor();

    failing = false;
    await fallback.first().click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main img')].some(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await context.close();
  });

  it('say the visitor is offline while offline, and load once the connection is back', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 800 } });
    let failing = true;
    await context.route(/\/static\/.*\.(webp|png|jpg|avif)$/, (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/starter-kit/');
    await page
      .getByRole('button', { name: /Image introuvable \(404\)/ })
      .first()
      .waitFor();
    await context.setOffline(true);
    const offline = page.getByRole('button', {
      name: /Vous êtes hors ligne : l’image n’a pas pu se charger\./,
    });
    await offline.first().waitFor();

    failing = false;
    await context.setOffline(false);
    // The pictures reload by themselves when the connection returns.
    await offline.first().waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /Image introuvable/ }).count()).toBe(0);
    await context.close();
  });
});

describe('without storage (private browsing, storage blocked)', () => {
  it('keeps every feature working on its defaults, with a warning for developers only', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const crashes: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await gotoHydrated(page, '/docs/');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    await page.locator('[data-announcement-id]').waitFor();

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    await page.getByRole('button', { name: 'Close the announcement' }).click();
    expect(await page.locator('[data-announcement-id]').count()).toBe(0);

    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.fill('docker');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/**');

    expect(crashes).toEqual([]);
    const features = [
      'the colour mode',
      'the announcement bar',
      'the recent and favourite searches',
      'the preferred docs version',
    ];
    for (const feature of features) {
      expect(warnings.some((text) => text.includes(`localStorage is unavailable, so ${feature}`))).toBe(true);
    }
    // Nothing was said to the visitor.
    expect(await page.getByText(/localStorage/).count()).toBe(0);
    await context.close();
  });
});
