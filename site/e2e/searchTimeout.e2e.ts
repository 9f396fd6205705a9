import type { Browser, Page, Route } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LANGUAGES = [
  {
    language: 'en',
    docs: '/docs/',
    searchButton: /^Search/,
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
  },
  {
    language: 'fr',
    docs: '/fr/docs/',
    searchButton: /^Rechercher/,
    errorTitle: 'Impossible de récupérer les résultats',
    errorHelp: 'Vérifiez votre connexion réseau.',
  },
] as const;

/** The connect time-out (1 s) with room for a loaded test machine; a held download never ends without it. */
const BOUND_MS = 6000;

type FirstAnswer = 'hold' | 'fail';

/**
 * A page whose first download of the search index is held (never answered) or fails;
 * the downloads after it go through. Returns the paths of all the index requests.
 */
async function openWithBrokenIndex(
  path: string,
  first: FirstAnswer,
): Promise<{ page: Page; asked: string[] }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const asked: string[] = [];
  const held: Route[] = [];
  await context.route('**/search-index/*.json', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    if (asked.length > 1) await route.continue();
    else if (first === 'fail') await route.abort('failed');
    else held.push(route);
  });
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return { page, asked };
}

describe.each(LANGUAGES)('the search index download going wrong ($language)', (text) => {
  it.each([
    { first: 'hold', download: 'held' },
    { first: 'fail', download: 'failing' },
  ] as const)(
    'ends in the error message when the download is $download, and a later search fetches it again',
    async ({ first }) => {
      const { page, asked } = await openWithBrokenIndex(text.docs, first);
      const dialog = page.getByRole('dialog');
      await page.getByRole('button', { name: text.searchButton }).click();
      const input = dialog.getByRole('combobox');
      await input.waitFor();
      await input.fill('docker');
      await dialog.getByText(text.errorTitle).first().waitFor({ timeout: BOUND_MS });
      await dialog.getByText(text.errorHelp).first().waitFor();
      expect(asked).toEqual([`/search-index/${text.language}.json`]);

      await input.fill('zigbee');
      await dialog.getByRole('option').first().waitFor();
      await expect(dialog.getByText(text.errorTitle).count()).resolves.toBe(0);
      expect(asked).toEqual([`/search-index/${text.language}.json`, `/search-index/${text.language}.json`]);
      await page.context().close();
    },
  );
});
