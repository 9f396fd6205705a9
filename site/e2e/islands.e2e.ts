import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
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

/** Holds the files matching `url` on their way until the returned function is called. */
async function holdBack(context: BrowserContext, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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
    const release = await holdBack(context, FOOTER_CHUNK);
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

/**
 * A press on an island before its code has arrived, as on a slow network: React cannot
 * hand it to the part yet, so the island keeps it and presses again once the part
 * works, unless the visitor has moved on meanwhile.
 */
const PAGE = '/blog/matter-support/';

interface HeldNewsletter {
  page: Page;
  /** Lets the newsletter form's code through. */
  release: () => void;
  /** Requests that sent the form: fetches from its code, or the browser posting it. */
  submissions: Request[];
}

/** The post's page, hydrated, with the newsletter form's code held on its way. */
async function openWithNewsletterHeld(options: BrowserContextOptions = {}): Promise<HeldNewsletter> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
  const release = await holdBack(context, NEWSLETTER_CHUNK);
  const submissions: Request[] = [];
  // The real receiver answers (behind nginx): the test only counts what was sent.
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/newsletter/') submissions.push(request);
  });
  const page = await context.newPage();
  await page.goto(PAGE);
  await hydratedAt(page);
  expect(await newsletterIsland(page).getAttribute('data-island')).toBe('waiting');
  return { page, release, submissions };
}

const newsletter = (page: Page) => page.getByRole('region', { name: 'The Foyer newsletter' });
const newsletterIsland = (page: Page) => page.locator('[data-island]', { has: newsletter(page) });
const waitUntilReady = (page: Page) =>
  page.locator('[data-island="ready"]', { has: newsletter(page) }).waitFor();

describe('a press on an island before its code has arrived', () => {
  it.each([
    ['clicked', {}],
    ['tapped', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }],
  ] as const)('takes effect once the code arrives, exactly once (%s)', async (how, options) => {
    const { page, release, submissions } = await openWithNewsletterHeld(options);
    await newsletter(page).getByLabel('Email address').fill('ines@foyer.example');
    const subscribe = newsletter(page).getByRole('button', { name: 'Subscribe' });
    if (how === 'tapped') await subscribe.tap();
    else await subscribe.click();
    await page.waitForTimeout(300);
    // Held, not lost to the browser posting the form: the page is still there.
    expect(submissions).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe(PAGE);

    release();
    await newsletter(page).getByText('Check your inbox').waitFor();
    await page.waitForTimeout(300);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.resourceType()).toBe('fetch');
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await page.context().close();
  });

  it.each(['Enter', 'Space'])(
    'takes effect from the keyboard too (%s on the focused button)',
    async (key) => {
      const { page, release, submissions } = await openWithNewsletterHeld();
      await newsletter(page).getByRole('button', { name: 'Subscribe' }).focus();
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(PAGE);

      release();
      // Nothing typed: the form's own verdict, and focus on the field to correct.
      const email = newsletter(page).getByLabel('Email address');
      await newsletter(page).getByText('Enter a valid email address, such as name@example.com.').waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(submissions).toHaveLength(0);
      await page.context().close();
    },
  );

  it('is dropped when the visitor has moved to another field meanwhile', async () => {
    const { page, release, submissions } = await openWithNewsletterHeld();
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    const firstName = newsletter(page).getByLabel('First name (optional)');
    await firstName.fill('Inès');

    release();
    await waitUntilReady(page);
    await page.waitForTimeout(300);
    expect(await newsletter(page).getByText('Enter a valid email address', { exact: false }).count()).toBe(0);
    expect(submissions).toHaveLength(0);
    expect(await firstName.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect(firstName.inputValue()).resolves.toBe('Inès');
    await page.context().close();
  });
});
