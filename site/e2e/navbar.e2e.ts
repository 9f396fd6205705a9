import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function openPage(width: number, path: string): Promise<Page> {
  return openHydrated(browser, path, { viewport: { width, height: 800 } });
}

const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('navbar at 1280 px', () => {
  it('shows the spec items: left Docs, Blog, Plus, Community; right language, source, Login, search, colour', async () => {
    const page = await openPage(1280, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Docs', 'Blog', 'Plus'])
      await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('button', { name: 'Community' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('button', { name: 'Language: English' }).isVisible()).resolves.toBe(true);
    await expect(
      nav.getByRole('link', { name: 'Source code (opens in a new tab)' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      nav.getByRole('link', { name: 'Login (opens in a new tab)' }).getAttribute('href'),
    ).resolves.toBe('https://plus.foyer.example/login');
    await expect(
      nav
        .getByRole('button', { name: /^Search Ctrl K$/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(nav.getByRole('button', { name: 'Switch to light mode' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: /Training/ }).count()).resolves.toBe(0);
    await expect(nav.getByRole('button', { name: 'Open the menu' }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('shows the French-only training link on French pages', async () => {
    const page = await openPage(1280, '/fr/');
    const training = page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: /^Formation/ });
    await expect(training.getAttribute('href')).resolves.toBe('https://formation.foyer.example');
    await expect(training.getAttribute('target')).resolves.toBe('_blank');
    await page.context().close();
  });

  it('works from the keyboard: Tab to Community, arrows, End, Home, Escape', async () => {
    const page = await openPage(1280, '/blog/');
    const trigger = page.getByRole('button', { name: 'Community' });
    for (let i = 0; i < 12 && !(await trigger.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await focusedName(page)).toBe('English community (opens in a new tab)');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('French community (opens in a new tab)');
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toBe('English community (opens in a new tab)');
    await page.keyboard.press('End');
    expect(await focusedName(page)).toBe('French community (opens in a new tab)');
    const external = page.getByRole('menuitem', { name: /French community/ });
    await expect(external.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu').count()).resolves.toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Community'));
    await page.context().close();
  });

  it('shows the footer columns and the 2025 copyright', async () => {
    const page = await openPage(1280, '/fr/contact/');
    const footer = page.getByRole('contentinfo');
    const headings = await footer.getByRole('heading').allTextContents();
    expect(headings).toEqual(['Bien démarrer', 'Réseaux sociaux', 'En savoir plus']);
    await expect(
      footer.getByRole('link', { name: 'Installer sur un NAS Synology' }).getAttribute('href'),
    ).resolves.toBe('/fr/docs/installation/synology/');
    await expect(footer.getByRole('link', { name: /Foyer sur Mastodon/ }).isVisible()).resolves.toBe(true);
    await expect(footer.getByText(/Copyright © 2025 Foyer/).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('navbar at 995 px', () => {
  it('collapses into a hamburger whose sidebar traps focus, locks scrolling and closes on Escape', async () => {
    const page = await openPage(995, '/docs/installation/docker/');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(false);
    const hamburger = page.getByRole('button', { name: 'Open the menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The docs sidebar is reachable inside it.
    await expect(
      dialog.getByRole('link', { name: 'Install with Docker', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(dialog.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(true);

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(900, 400);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open the menu');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.context().close();
  });

  it('opens a doc picked in the menu’s docs sidebar on the client, and closes the menu', async () => {
    const page = await openPage(995, '/fr/docs/installation/docker/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('link', { name: 'API REST', exact: true }).click();
    await page.waitForURL('**/fr/docs/api/rest-api/');
    await page.getByRole('heading', { level: 1, name: 'API REST', exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  it('closes the sidebar by itself when the window reaches 996 px', async () => {
    const page = await openPage(995, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.setViewportSize({ width: 996, height: 800 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
