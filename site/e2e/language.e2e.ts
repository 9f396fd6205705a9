import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('language switch', () => {
  it('leads to the same page in the other language, keeping query and hash', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, '/search/?q=zigbee#results');
    const toFrench = page.getByRole('link', { name: 'Lire en français' });
    await expect(toFrench.getAttribute('href')).resolves.toBe('/fr/search/?q=zigbee#results');

    await gotoHydrated(page, '/fr/docs/api/rest-api/#obtenir-une-cle');
    const toEnglish = page.getByRole('link', { name: 'Read in English' });
    await expect(toEnglish.getAttribute('href')).resolves.toBe('/docs/api/rest-api/#obtenir-une-cle');
    await context.close();
  });
});
