import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function open(pathname: string): Promise<Page> {
  return openHydrated(browser, pathname, { reducedMotion: 'reduce' });
}

/** Text of the main content with every kind of space made an ordinary one. */
async function mainText(page: Page): Promise<string> {
  return ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
}

describe('the Plus page', () => {
  it.each([
    ['/plus/', '€9.99', '€59.99', '14-day'],
    ['/fr/plus/', '9,99 €', '59,99 €', '14 jours'],
  ])(
    '%s shows the prices in the page’s own format and the trial',
    async (pathname, monthly, yearly, trial) => {
      const page = await open(pathname);
      const text = await mainText(page);
      expect(text).toContain(monthly);
      expect(text).toContain(yearly);
      expect(text).toContain(trial);
      await page.context().close();
    },
  );

  it('presents the five features and links to the privacy policy and the terms', async () => {
    const page = await open('/plus/');
    const text = await mainText(page);
    for (const feature of [/end-to-end encrypted/i, /backups/i, /REST API/, /voice/i, /family/i]) {
      expect(text).toMatch(feature);
    }
    await expect(page.locator('main a[href="/plus/privacy/"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('main a[href="/plus/terms/"]').count()).resolves.toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('the Plus privacy policy and terms, and the website privacy notice', () => {
  it.each([
    '/plus/privacy/',
    '/fr/plus/privacy/',
    '/plus/terms/',
    '/fr/plus/terms/',
    '/privacy/',
    '/fr/privacy/',
  ])('%s is a full page with its own headings', async (pathname) => {
    const page = await open(pathname);
    await expect(page.locator('main h1').count()).resolves.toBe(1);
    await expect(page.locator('main h2').count()).resolves.toBeGreaterThan(5);
    expect((await mainText(page)).split(' ').length).toBeGreaterThan(800);
    await page.context().close();
  });

  it.each([
    ['/privacy/', 'Privacy', 'to be completed by the operator'],
    ['/fr/privacy/', 'Confidentialité', 'à compléter par l’exploitant'],
  ])(
    '%s is linked from the footer and marks the facts the operator must still give',
    async (pathname, label, note) => {
      const page = await open(pathname);
      const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(pathname);
      await expect(page.locator('main mark', { hasText: note }).count()).resolves.toBeGreaterThan(0);
      await expect(mainText(page)).resolves.not.toMatch(/000 000 000/);
      await page.context().close();
    },
  );
});

describe('the project in figures', () => {
  it.each([
    ['/open/', 'Figures taken on 1 November 2025.', '€18,900', '2024 in review'],
    ['/fr/open/', 'Chiffres relevés le 1 novembre 2025.', '18 900 €', 'Bilan 2024'],
  ])(
    '%s shows the dated counters and links to the latest yearly review',
    async (pathname, date, revenue, review) => {
      const page = await open(pathname);
      const text = await mainText(page);
      expect(text).toContain(date);
      expect(text).toContain(revenue);
      await expect(page.locator('main li').count()).resolves.toBe(5);
      const link = page.locator('main a', { hasText: review });
      await expect(link.getAttribute('href')).resolves.toMatch(/\/blog\/2024-in-review\/$/);
      await page.context().close();
    },
  );
});

describe('payment success', () => {
  it.each(['/payment_success/', '/fr/payment_success/'])(
    '%s gives the next steps and the payment-help address as a link',
    async (pathname) => {
      const page = await open(pathname);
      const help = page.locator('main a[href="mailto:billing@foyer.example"]');
      await expect(help.textContent()).resolves.toBe('billing@foyer.example');
      await expect(page.locator('main ol li').count()).resolves.toBe(4);
      await page.context().close();
    },
  );
});

describe('the starter kit', () => {
  it('shows each item with a picture and a link to its guide', async () => {
    const page = await open('/fr/starter-kit/');
    // gatsby-plugin-image adds a decorative placeholder beside each picture.
    const images = page.locator('main img[data-main-image]');
    expect(await images.count()).toBeGreaterThanOrEqual(6);
    for (const alt of await images.evaluateAll((list) => list.map((image) => image.getAttribute('alt')))) {
      expect(alt).toBeTruthy();
    }
    await expect(page.locator('main a[href^="/fr/docs/"]').count()).resolves.toBeGreaterThan(6);
    await page.context().close();
  });
});
