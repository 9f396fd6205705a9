import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('language menu', () => {
  it('leads to the same page in the other language, keeping query and hash', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, '/search/?q=zigbee#results');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menuitem', { name: 'Français' }).getAttribute('href')).resolves.toBe(
      '/fr/search/?q=zigbee#results',
    );
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/fr/docs/api/rest-api/#obtenir-une-clé-dapi');
    await page.getByRole('button', { name: 'Langue : Français' }).click();
    const english = page.getByRole('menuitem', { name: 'English' });
    await expect(english.getAttribute('href')).resolves.toBe('/docs/api/rest-api/#obtenir-une-cl%C3%A9-dapi');
    await expect(english.getAttribute('lang')).resolves.toBe('en');
    await english.click();
    await page.waitForURL('**/docs/api/rest-api/#obtenir-une-cl*');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await context.close();
  });
});
