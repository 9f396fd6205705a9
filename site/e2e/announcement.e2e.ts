import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { SITE_ANNOUNCEMENT_STORAGE_KEY, testBuild } from './support/testBuild';
import { frenchTypography } from '../src/i18n/frenchTypography';

const { announcement } = testBuild;
/** The build typesets the French text it is given (site/gatsby/frenchTypographyInData.ts). */
const frenchText = frenchTypography(announcement.text.fr);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A context whose storage already holds `dismissedId`, and which records whether a bar was ever painted. */
async function contextRemembering(dismissedId: string | undefined): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(
    ([key, id]) => {
      if (id && !sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, id);
        sessionStorage.setItem('seeded', '1');
      }
      // Checks every frame from the first paint on, before and after hydration.
      const frames = { seen: false };
      (window as unknown as { announcementFrames: typeof frames }).announcementFrames = frames;
      const watch = () => {
        const bar = document.querySelector<HTMLElement>('[data-announcement-id]');
        if (bar && bar.getBoundingClientRect().height > 0) frames.seen = true;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    [SITE_ANNOUNCEMENT_STORAGE_KEY, dismissedId] as const,
  );
  return context;
}

function barOf(page: Page) {
  return page.locator('[data-announcement-id]');
}

describe('announcement bar (enabled in the test build)', () => {
  it('shows the configured text in each language until it is dismissed', async () => {
    const context = await contextRemembering(undefined);
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/docs/');
    await expectVisibleText(page, frenchText);
    await gotoHydrated(page, '/docs/');
    await expectVisibleText(page, announcement.text.en);

    await page.getByRole('button', { name: 'Close the announcement' }).click();
    expect(await barOf(page).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SITE_ANNOUNCEMENT_STORAGE_KEY)).toBe(
      announcement.id,
    );
    await context.close();
  });

  it('never flashes once dismissed: not on load, not after hydration', async () => {
    const context = await contextRemembering(announcement.id);
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(
        () => (window as unknown as { announcementFrames: { seen: boolean } }).announcementFrames.seen,
      ),
    ).toBe(false);
    expect(await barOf(page).count()).toBe(0);
    // The server HTML still carries the bar, for visitors who have not closed it.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(announcement.text.en);
    await context.close();
  });

  it('shows again when the configured id is a new one', async () => {
    const context = await contextRemembering('an-earlier-announcement');
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/');
    await expectVisibleText(page, frenchText);
    await page.getByRole('button', { name: 'Fermer l’annonce' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), SITE_ANNOUNCEMENT_STORAGE_KEY)).toBe(
      announcement.id,
    );
    await context.close();
  });
});

async function expectVisibleText(page: Page, text: string) {
  await barOf(page).waitFor({ state: 'visible' });
  expect(await barOf(page).innerText()).toContain(text);
}
