import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  buildChunkedIndex,
  firstQueryDownloads,
  scaleRecords,
  servedInMemory,
} from '../src/search/bench/firstQueryDownloads';
import type { SearchRecord } from '../src/search/types';
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

describe('the embedded search index at ten times today’s docs and posts', () => {
  /** Prose, a command that only code shows, and a configuration key, typed letter by letter as in the modal. */
  const QUERIES = {
    en: ['zigbee', 'docker image prune', 'persistence_location'],
    fr: ['sauvegarde', 'docker image prune', 'persistence_location'],
  };

  it.each(Object.entries(QUERIES))(
    'keeps a first search under 100 KB gzip: %s',
    async (language, queries) => {
      const file = path.join(__dirname, '..', 'public', 'search-records', `${language}.json`);
      const records = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchRecord[];
      const read = servedInMemory(buildChunkedIndex(scaleRecords(records, 10)), language);
      for (const query of queries) {
        const downloads = await firstQueryDownloads(read, language, query, true);
        const bytes = downloads.reduce((sum, download) => sum + download.gzipBytes, 0);
        console.log(
          `search at 10× (${records.length * 10} records), ${language}, "${query}" typed: ${(bytes / 1024).toFixed(1)} KB in ${downloads.length} files`,
        );
        expect(bytes).toBeLessThan(100 * 1024);
      }
    },
  );
});
