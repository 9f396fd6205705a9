import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe';
import { launchBrowser, newContext, waitForHydration } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const cases = [
  {
    missing: '/docs/instalation/synology',
    guide: '/docs/installation/synology/',
    suggestions: 'Perhaps you were looking for',
    docs: 'Browse the documentation',
    search: /^Search the docs and the blog/,
  },
  {
    missing: '/fr/docs/instalation/synology',
    guide: '/fr/docs/installation/synology/',
    suggestions: 'Vous cherchiez peut-être',
    docs: 'Parcourir la documentation',
    search: /^Chercher/,
  },
];

async function visit(missing: string, javaScriptEnabled = true): Promise<{ page: Page; status: number }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(missing);
  return { page, status: response?.status() ?? 0 };
}

describe('the not-found page', () => {
  it.each(cases)(
    'offers the guide a misspelled address meant, keeps status 404 and passes axe: $missing',
    async ({ missing, guide, suggestions, docs, search }) => {
      const { page, status } = await visit(missing);
      expect(status).toBe(404);
      await waitForHydration(page);
      // The address stays the one typed, so a typo can be corrected in place.
      await page.waitForFunction((typed) => window.location.pathname === typed, missing);
      const offered = page.getByRole('region', { name: suggestions });
      await offered.getByRole('link').first().waitFor();
      const hrefs = await offered
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toContain(guide);
      expect(hrefs.length).toBeLessThanOrEqual(5);
      // Then the docs home and a search for the same words.
      await expect(page.getByRole('link', { name: docs }).isVisible()).resolves.toBe(true);
      const searchLink = page.getByRole('link', { name: search });
      expect(await searchLink.getAttribute('href')).toMatch(/\/search\/\?q=instalation\+synology$/);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each(cases)('keeps its fixed links without JavaScript: $missing', async ({ missing, docs, search }) => {
    const { page, status } = await visit(missing, false);
    expect(status).toBe(404);
    await expect(page.getByRole('link', { name: docs }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: search }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
