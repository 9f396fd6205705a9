import type { Browser, Page, Request } from 'playwright-core';
import { hydratedAt, launchBrowser, newContext, waitForHydration } from './support/browser';
import { hasRedBorder } from './support/redBox';

/**
 * The parts of src/lazy/islands.ts: shown from the server HTML at once, their code
 * loads once the page has hydrated and loaded, or as soon as the visitor reaches for them.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NEWSLETTER_CHUNK = /\/newsletter-form-[^/]*\.js$/;
const FOOTER_CHUNK = /\/site-footer-[^/]*\.js$/;
const COUNTERS_CHUNK = /\/project-counters-[^/]*\.js$/;

/** A tab whose pictures never arrive, so its `load` event never comes and only the visitor's intent can load an island. */
async function stillLoadingPage(): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  await context.route(/\/static\/.*\.(webp|png|jpg|avif)$/, () => new Promise<void>(() => undefined));
  return context.newPage();
}

describe('parts of the page that load after it', () => {
  it('load on their own once the page has hydrated and loaded, and not before', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const chunkRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (NEWSLETTER_CHUNK.test(request.url()) || FOOTER_CHUNK.test(request.url())) {
        chunkRequests.push(request.url());
      }
    });
    await page.goto('/');
    await waitForHydration(page);
    const hydrated = await hydratedAt(page);
    const { starts, loadAt } = await page.evaluate(() => ({
      starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/(newsletter-form|site-footer)-[^/]*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    }));
    expect(chunkRequests).toHaveLength(2);
    expect(starts).toHaveLength(2);
    starts.forEach((start) => {
      expect(start).toBeGreaterThan(hydrated);
      expect(start).toBeGreaterThanOrEqual(loadAt);
    });
    await context.close();
  });

  it('show their server HTML meanwhile, load when the visitor reaches for them, and keep what was typed', async () => {
    const page = await stillLoadingPage();
    let newsletterRequested = false;
    page.on('request', (request: Request) => {
      if (NEWSLETTER_CHUNK.test(request.url())) newsletterRequested = true;
    });
    await page.goto('/blog/matter-support/', { waitUntil: 'commit' });
    await hydratedAt(page);
    const newsletter = page.getByRole('region', { name: 'The Foyer newsletter' });
    const island = page.locator('[data-island]', { has: newsletter });
    expect(await newsletter.getByLabel('Email address').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(newsletterRequested).toBe(false);
    expect(await island.getAttribute('data-island')).toBe('waiting');

    // Typing starts with a focus, which loads the form's code; nothing typed is lost.
    await newsletter.getByLabel('Email address').fill('ines.foyer.example');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island="ready"]')].some((element) =>
        element.querySelector('input[type="email"]'),
      ),
    );
    expect(newsletterRequested).toBe(true);
    await expect(newsletter.getByLabel('Email address').inputValue()).resolves.toBe('ines.foyer.example');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('The signup failed').waitFor();
    await expect(newsletter.getByLabel('Email address').inputValue()).resolves.toBe('ines.foyer.example');
    expect(new URL(page.url()).pathname).toBe('/blog/matter-support/');
    await page.context().close();
  });

  it('keep showing their server HTML when the page changes above them before their code arrives', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(FOOTER_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto('/docs/');
    await hydratedAt(page);
    // The skip link changes the address's hash: the router's location, above every island, updates.
    await page.locator('a[href="#main-content"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.hash === '#main-content');
    const footer = page.getByRole('contentinfo');
    expect(await footer.isVisible()).toBe(true);
    expect(await footer.getByRole('link').count()).toBeGreaterThan(5);

    release();
    await page.locator('[data-island="ready"] footer').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await context.close();
  });

  it.each([
    ['the footer', '/fr/docs/', FOOTER_CHUNK, '[data-island="ready"] footer'],
    ['the counters', '/fr/open/', COUNTERS_CHUNK, 'main [data-island="ready"] li'],
  ])(
    'say so in a red box with Retry when their code fails to load, and Retry brings them back (%s, French)',
    async (_part, path, chunk, loaded) => {
      const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      let failing = true;
      await context.route(chunk, (route) =>
        failing ? route.abort('internetdisconnected') : route.continue(),
      );
      const page = await context.newPage();
      await page.goto(path);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Cette partie de la page n’a pas pu se charger.' });
      await alert.waitFor();
      expect(await hasRedBorder(alert)).toBe(true);

      failing = false;
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await page.locator(loaded).first().waitFor();
      expect(await alert.count()).toBe(0);
      await context.close();
    },
  );
});
