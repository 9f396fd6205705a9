import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { SITE_ANNOUNCEMENT_STORAGE_KEY, testBuild } from './support/testBuild';

/**
 * Visual baselines of the marketing pages, a doc and a post, committed in e2e/baselines. They change
 * only on purpose: `VR_UPDATE=1` rewrites them, then look at every image changed.
 */
const baselineDir = path.join(__dirname, 'baselines');
const outputDir = path.join(__dirname, 'output');
const update = process.env.VR_UPDATE === '1';

/** Marketing pages are shot whole; a doc and a post by their first screen (the rest is prose). */
const PAGES = [
  ['home', '/', 'full'],
  ['plus', '/plus/', 'full'],
  ['contact', '/contact/', 'full'],
  ['doc', '/docs/installation/docker/', 'screen'],
  ['post', '/fr/blog/foyer-4-58/', 'screen'],
] as const;
const WIDTHS = [390, 1280] as const;
const THEMES = ['dark', 'light'] as const;
const CASES = PAGES.flatMap(([name, pathname, extent]) =>
  WIDTHS.flatMap((width) =>
    THEMES.map((theme) => [`${name}.${width}.${theme}`, pathname, width, theme, extent] as const),
  ),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(outputDir, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

it.each(CASES)('%s matches its baseline', async (name, pathname, width, theme, extent) => {
  const context = await newContext(browser, { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  // The test build's announcement is closed: the baselines show the pages as shipped, without one.
  await context.addInitScript(
    ([mode, announcementKey, announcementId]) => {
      window.localStorage.setItem('foyer-color-mode', mode);
      window.localStorage.setItem(announcementKey, announcementId);
    },
    [theme, SITE_ANNOUNCEMENT_STORAGE_KEY, testBuild.announcement.id] as const,
  );
  const page = await context.newPage();
  await gotoHydrated(page, pathname);
  // Lazy images load once scrolled to; wait for every picture before the shot.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const shot = await page.screenshot({ fullPage: extent === 'full', animations: 'disabled', caret: 'hide' });
  await context.close();

  const baselineFile = path.join(baselineDir, `${name}.png`);
  if (update || !fs.existsSync(baselineFile)) {
    if (process.env.CI && !update)
      throw new Error(`No baseline for ${name}: run with VR_UPDATE=1 and commit it`);
    fs.mkdirSync(baselineDir, { recursive: true });
    fs.writeFileSync(baselineFile, shot);
    return;
  }
  const baseline = fs.readFileSync(baselineFile);
  // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding,
  // which costs seconds on the long marketing pages.
  if (baseline.equals(shot)) return;
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    fs.writeFileSync(path.join(outputDir, `${name}.actual.png`), shot);
    throw new Error(
      `${name}: ${actual.width}×${actual.height} differs from the baseline's ${expected.width}×${expected.height}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  if (changed > 0) {
    fs.writeFileSync(path.join(outputDir, `${name}.actual.png`), shot);
    fs.writeFileSync(path.join(outputDir, `${name}.diff.png`), PNG.sync.write(diff));
  }
  expect(changed).toBe(0);
});
