import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated } from './support/browser';

const LANGUAGES = [
  { language: 'en', prefix: '', allPosts: 'All posts', openMenu: 'Open the menu' },
  { language: 'fr', prefix: '/fr', allPosts: 'Tous les articles', openMenu: 'Ouvrir le menu' },
] as const;

/** The blog's own pages besides the posts (src/config/blog.ts: list, archive, authors). */
const BLOG_PAGES = ['/blog/', '/blog/page/2/', '/blog/archive/', '/blog/authors/'];

const YEARS = ['2025', '2024', '2023', '2022', '2021', '2020'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function openPage(pathname: string, width: number): Promise<Page> {
  return openHydrated(browser, pathname, { viewport: { width, height: 900 } });
}

describe.each(LANGUAGES)(
  'the blog sidebar beyond the posts ($language)',
  ({ prefix, allPosts, openMenu }) => {
    it.each(BLOG_PAGES)('sits beside %s on a desktop, every post under its year', async (pathname) => {
      const page = await openPage(`${prefix}${pathname}`, 1280);
      const sidebar = page.locator('main').getByRole('navigation', { name: allPosts });
      await expect(sidebar.isVisible()).resolves.toBe(true);
      await expect(sidebar.locator('h3').allTextContents()).resolves.toEqual(YEARS);
      const hrefs = await sidebar
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toHaveLength(34);
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}/blog/[a-z0-9-]+/$`));
      // No post is being read here.
      await expect(sidebar.locator('[aria-current="page"]').count()).resolves.toBe(0);
      // A column to the right of the page's own text, which keeps its heading in view.
      const heading = await page.locator('main h1').boundingBox();
      const column = await sidebar.boundingBox();
      expect(column && heading && column.x >= heading.x + heading.width).toBe(true);
      await page.context().close();
    });

    it.each(BLOG_PAGES)(
      'moves into the menu of %s on a phone, without widening the page',
      async (pathname) => {
        const page = await openPage(`${prefix}${pathname}`, 390);
        await expect(
          page.locator('main').getByRole('navigation', { name: allPosts }).isVisible(),
        ).resolves.toBe(false);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          390,
        );
        await page.getByRole('button', { name: openMenu }).click();
        const sidebar = page.getByRole('dialog').getByRole('navigation', { name: allPosts });
        await sidebar.waitFor();
        await expect(sidebar.locator('h3').allTextContents()).resolves.toEqual(YEARS);
        await page.context().close();
      },
    );
  },
);
