import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';

/**
 * A slow phone on a slow network receives a page in pieces and parses it in slices.
 * Without care the browser paints between two slices: the navbar with half its items,
 * the row above a doc's title without its button, a short page's footer without its
 * last column, which then move when the rest arrives (layout shift). The head asks the
 * browser to wait for the header before its first paint, and for the footer on a page
 * that fits in one screen (`<link rel="expect" blocking="render">`,
 * src/components/firstPaint.tsx). The network and the processor are slowed through the
 * DevTools protocol; nothing is intercepted.
 */
const PAGES: [string, number, 'header' | 'footer'][] = [
  ['/docs/installation/docker/', 1280, 'header'],
  ['/fr/', 390, 'header'],
  ['/forms/sent/', 1280, 'footer'],
  ['/fr/newsletter/confirm/', 390, 'footer'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function slowPhone(
  width: number,
  network: { bytesPerSecond: number; latencyMs: number } | null,
  cpuSlowdown: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  const devtools: CDPSession = await context.newCDPSession(page);
  if (network) {
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: network.bytesPerSecond,
      uploadThroughput: network.bytesPerSecond,
    });
  }
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

describe('the first paint on a slow phone', () => {
  it.each(PAGES)(
    '%s at %d px: the first frame shows the %s complete',
    async (path, width, part) => {
      // The HTML trickles in: without the wait, a frame is drawn while the body is still arriving.
      const { context, page } = await slowPhone(width, { bytesPerSecond: 6_000, latencyMs: 150 }, 2);
      const count = new Function(
        `return document.querySelectorAll('${part} a, ${part} button').length;`,
      ) as () => number;
      await context.addInitScript(
        `requestAnimationFrame(() => { window.firstFrame = (${count.toString()})(); });`,
      );
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => (window as unknown as { firstFrame?: number }).firstFrame !== undefined,
      );
      const seen = await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
      await page.waitForLoadState('domcontentloaded');
      const parsed = await page.evaluate(count);
      expect(parsed).toBeGreaterThan(5);
      expect(seen).toBe(parsed);
      await context.close();
    },
    60_000,
  );

  it.each(PAGES)(
    '%s at %d px: nothing moves from the first byte until the page has settled',
    async (path, width) => {
      const { context, page } = await slowPhone(width, null, 6);
      await recordLayoutShifts(context);
      await gotoHydrated(page, path);
      await page.waitForTimeout(500);
      expect(await layoutShifts(page)).toEqual([]);
      await context.close();
    },
    60_000,
  );
});

describe('a newsletter mail’s page', () => {
  it.each([
    ['/newsletter/confirm/', 'the "no code" message', 390],
    ['/fr/newsletter/unsubscribe/', 'the "no code" message', 1280],
    ['/fr/newsletter/confirm/?token=abc', 'the button', 390],
  ])(
    '%s shows %s from its first frame, and nothing moves when its code arrives (%d px)',
    async (path, expected, width) => {
      const { context, page } = await slowPhone(width, null, 1);
      await recordLayoutShifts(context);
      await context.addInitScript(() => {
        const record = window as unknown as { firstFrame: string };
        requestAnimationFrame(() => {
          const shown = (selector: string) =>
            [...document.querySelectorAll('main ' + selector)].some((element) => element.checkVisibility());
          record.firstFrame = [
            shown('[role="alert"] p') ? 'the "no code" message' : '',
            shown('button') ? 'the button' : '',
          ]
            .filter(Boolean)
            .join(' and ');
        });
      });
      await gotoHydrated(page, path);
      await page.waitForTimeout(300);
      const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame);
      expect({ firstFrame, shifts: await layoutShifts(page) }).toEqual({ firstFrame: expected, shifts: [] });
      await context.close();
    },
    60_000,
  );
});
