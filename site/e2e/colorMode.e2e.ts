import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

const STORAGE_KEY = 'foyer-color-mode';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function themeOf(page: Page) {
  return page.evaluate(() => ({
    attribute: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

const DARK_BACKGROUND = 'rgb(18, 20, 23)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

describe('colour mode in the browser', () => {
  it('is dark by default even when the system prefers light', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    expect(await themeOf(page)).toEqual({ attribute: 'dark', background: DARK_BACKGROUND });
    await context.close();
  });

  it('is dark without JavaScript too', async () => {
    const context = await newContext(browser, { colorScheme: 'light', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/docs/');
    expect((await themeOf(page)).background).toBe(DARK_BACKGROUND);
    await context.close();
  });

  it('toggles to light, keeps it after a reload, and says what the button will do', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await themeOf(page)).toEqual({ attribute: 'light', background: LIGHT_BACKGROUND });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('light');

    await gotoHydrated(page, '/fr/blog/');
    expect(await themeOf(page)).toEqual({ attribute: 'light', background: LIGHT_BACKGROUND });
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    expect((await themeOf(page)).attribute).toBe('dark');
    await context.close();
  });

  it('syncs the choice to another open tab', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/contact/');
    await first.getByRole('button', { name: 'Switch to light mode' }).click();
    await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    expect(await themeOf(second)).toEqual({ attribute: 'light', background: LIGHT_BACKGROUND });
    await expect(second.getByRole('button', { name: 'Switch to dark mode' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('paints the stored mode first: light before any bundle has run', async () => {
    const context = await newContext(browser);
    await context.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEY);
    const page = await context.newPage();
    // Hold back every script file: only the inline head script may act before first paint.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/plus/');
    expect(await themeOf(page)).toEqual({ attribute: 'light', background: LIGHT_BACKGROUND });
    await context.close();
  });

  it('keeps the mode and updates the page language on client-side navigation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.waitForURL('**/fr/');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await themeOf(page)).toEqual({ attribute: 'light', background: LIGHT_BACKGROUND });
    await context.close();
  });
});
