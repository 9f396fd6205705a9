import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { testBuild } from './support/testBuild';

const { analytics } = testBuild;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Stand-ins for the two analytics services: they record that they ran and what they were told. */
const FAKE_BEACON = `window.analyticsRuns = (window.analyticsRuns || []).concat({ name: 'beacon', token: document.currentScript.dataset.token, ready: document.readyState });`;
const FAKE_SELF_HOSTED = `window.analyticsRuns = (window.analyticsRuns || []).concat({ name: 'self-hosted', site: document.currentScript.dataset.websiteId, ready: document.readyState });`;

describe('analytics (configured in the test build)', () => {
  it('loads the beacon and the self-hosted script, deferred, with their token and site id, and sets no cookie', async () => {
    const context = await newContext(browser);
    const scriptRequests: string[] = [];
    await context.route(analytics.beaconUrl, (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_BEACON });
    });
    await context.route(analytics.scriptUrl, (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_SELF_HOSTED });
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/plus/');
    await page.waitForFunction(
      () => ((window as unknown as { analyticsRuns?: unknown[] }).analyticsRuns ?? []).length === 2,
    );
    const runs = await page.evaluate(
      () => (window as unknown as { analyticsRuns: Record<string, string>[] }).analyticsRuns,
    );
    expect(runs).toEqual(
      expect.arrayContaining([
        // Deferred: they run once the document is parsed, never blocking its rendering.
        { name: 'beacon', token: analytics.beaconToken, ready: 'interactive' },
        { name: 'self-hosted', site: analytics.siteId, ready: 'interactive' },
      ]),
    );
    expect(scriptRequests.sort()).toEqual([analytics.beaconUrl, analytics.scriptUrl].sort());
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await context.close();
  });

  it('lets the page render and work when the analytics hosts never answer', async () => {
    const context = await newContext(browser);
    await context.route(/(beacon|stats)\.foyer\.example/, () => undefined); // held forever
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 5000 });
    await context.close();
  });

  it('is allowed by the Content-Security-Policy, which names only the configured hosts', async () => {
    const context = await newContext(browser);
    const response = await context.request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(new URL(analytics.beaconUrl).origin);
    expect(scriptSrc).toContain(new URL(analytics.scriptUrl).origin);
    // Besides the two hosts: the site itself and the hashes of the page's own inline scripts.
    const others = scriptSrc
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((source) => !source.startsWith('https://'));
    expect(
      others.filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toEqual([]);
    expect(scriptSrc.match(/https:\/\//g)).toHaveLength(2);
    await context.close();
  });
});
