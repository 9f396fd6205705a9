import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { watchForCspViolations } from './cspViolations';
import { baseUrl } from './server';
import chromiumSettings from '../../../scripts/lib/chromium.json';

const { headlessArgs, screenshotArgs } = chromiumSettings;
/** FOYER_CHROMIUM runs the tests with another Chromium build than Debian's installed one. */
const executablePath = process.env.FOYER_CHROMIUM ?? chromiumSettings.executablePath;

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(executablePath)) {
    throw new Error(`${executablePath} is missing: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...headlessArgs,
      '--disable-quic',
      ...screenshotArgs,
      // The test build declares analytics on .example hosts: unrouted, they fail at once.
      '--host-resolver-rules=MAP *.example ~NOTFOUND',
    ],
  });
}

/** A context on the test host whose pages' Content-Security-Policy violations fail the test. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  watchForCspViolations(context);
  return context;
}

/**
 * Waits until React has hydrated the page (Gatsby's `onInitialClientRender` mark) and
 * the parts that load afterwards (src/lazy/islands.ts) have too, so clicks reach their handlers.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await hydratedAt(page);
  await page.waitForFunction(() => document.querySelector('[data-island="waiting"]') === null);
}

/**
 * When React hydrated the page, in the page's own clock: Gatsby's `onInitialClientRender`
 * performance mark. Waits for it first.
 */
export async function hydratedAt(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  return page.evaluate(() => performance.getEntriesByName('onInitialClientRender')[0]?.startTime ?? 0);
}

/** A new context (1280×900 unless told) and a tab on `path`, hydrated. Closing it is `page.context().close()`. */
export async function openHydrated(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return page;
}
