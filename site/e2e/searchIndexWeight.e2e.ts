import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where the embedded search's files are: the manifest, the shards and chunks, the records whole. */
const INDEX_FILES = /^\/search-(index|chunks|records)\//;

describe('the embedded search index', () => {
  it('downloads for a first search only the part of the index it needs, typed letter by letter', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/docs/');
    await page.getByRole('button', { name: /^Rechercher/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').waitFor();
    await page.keyboard.type('zigbee');
    await dialog.getByRole('option').first().waitFor();
    // The answers to the earlier letters may still be arriving.
    await page.waitForLoadState('networkidle');
    const files = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        bytes: (entry as PerformanceResourceTiming).transferSize,
      })),
    );
    const index = files.filter((file) => INDEX_FILES.test(file.path));
    const bytes = index.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `search index, first French search: ${(bytes / 1024).toFixed(1)} KB in ${index.length} files`,
    );
    expect(index.map((file) => file.path)).toContain('/search-index/fr.json');
    expect(index.some((file) => file.path.startsWith('/search-records/'))).toBe(false);
    // Less than half of the whole French index in one file (143 KB gzip), response headers included.
    expect(bytes).toBeLessThanOrEqual(70 * 1024);
    await context.close();
  });
});
