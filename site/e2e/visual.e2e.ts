import path from 'node:path';
import type { Browser } from 'playwright-core';
import { leaveOutBrowserOwnedParts } from '../../scripts/visual/browserOwnedParts.mjs';
import { VisualRun } from '../../scripts/visual/visualRun.mjs';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { SITE_ANNOUNCEMENT_STORAGE_KEY, testBuild } from './support/testBuild';

/**
 * Visual baselines of the marketing pages, a doc and a post, committed in e2e/baselines. They change
 * only on purpose: `VR_UPDATE=1` rewrites them, then look at every image changed. Every run writes
 * e2e/output/report.html, each changed shot beside its baseline with the command that accepts it.
 */
const repoRoot = path.resolve(__dirname, '../..');

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
let visualRun: VisualRun;
beforeAll(async () => {
  browser = await launchBrowser();
  visualRun = new VisualRun({
    title: 'Site pages',
    repoRoot,
    baselineDir: path.join(__dirname, 'baselines'),
    outputDir: path.join(__dirname, 'output'),
    browserVersion: browser.version(),
    update: process.env.VR_UPDATE === '1',
    requireBaselines: Boolean(process.env.CI),
    updateAllCommand: 'VR_UPDATE=1 npx yarn@1.22.22 test:e2e visual',
  });
});
afterAll(async () => {
  await browser.close();
  console.log(visualRun.finish().join('\n'));
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
  await leaveOutBrowserOwnedParts(page);
  const shot = await page.screenshot({
    fullPage: extent === 'full',
    animations: 'disabled',
    caret: 'hide',
  });
  await context.close();

  const difference = visualRun.check({ name, group: pathname, theme, shot });
  if (difference) throw new Error(`${name}: ${difference}`);
});
