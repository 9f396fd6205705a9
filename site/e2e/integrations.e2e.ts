import yaml from 'js-yaml';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated } from './support/browser';

interface Entry {
  name: string;
  technologies: string[];
  plus?: boolean;
  buy?: { url: string; product: { en: string; fr: string } };
}
const catalogue = yaml.load(
  fs.readFileSync(path.resolve(__dirname, '../content/integrations.yaml'), 'utf8'),
) as Entry[];
const withAny = (...technologies: string[]) =>
  catalogue.filter((entry) => entry.technologies.some((technology) => technologies.includes(technology)));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function open(pathname: string): Promise<Page> {
  return openHydrated(browser, pathname);
}

/** Names of the integration cards shown in the list. */
function shownNames(page: Page): Promise<string[]> {
  return page.locator('main article h3, main article h4').allTextContents();
}

const TEXT = {
  en: {
    prefix: '',
    buy: 'Buy',
    plusProduct: 'a Foyer Plus subscription',
    search: 'Search the integrations',
    empty: 'No integration found.',
    filter: 'Technologies',
  },
  fr: {
    prefix: '/fr',
    buy: 'Acheter',
    plusProduct: 'un abonnement Foyer Plus',
    search: 'Rechercher une intégration',
    empty: 'Aucune intégration trouvée.',
    filter: 'Technologies',
  },
};

describe.each(Object.entries(TEXT))('integrations on the home page (%s)', (language, text) => {
  it('lists every integration with a Doc link, and a Buy link saying what it sells only where something is', async () => {
    const page = await open(`${text.prefix}/`);
    await expect(shownNames(page)).resolves.toHaveLength(catalogue.length);
    const card = (name: string) =>
      page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const buyLinks = (name: string) => card(name).getByRole('link', { name: new RegExp(`^${text.buy}\\b`) });

    // Hardware: the shop page of the device named in the link, as a sponsored link.
    const hue = catalogue.find((entry) => entry.name === 'Philips Hue');
    const hueBuy = card('Philips Hue').getByRole('link', {
      name: new RegExp(`^${text.buy} ${hue?.buy?.product[language as 'en' | 'fr']}\\b`),
    });
    await expect(hueBuy.getAttribute('href')).resolves.toBe(hue?.buy?.url);
    await expect(hueBuy.getAttribute('rel')).resolves.toMatch(/(?=.*noopener)(?=.*sponsored)/);
    await expect(
      card('Philips Hue').locator(`a[href="${text.prefix}/docs/integrations/philips-hue/"]`).count(),
    ).resolves.toBe(1);

    // Through Foyer Plus: the Plus page, named as a subscription.
    const alexaBuy = card('Alexa').getByRole('link', { name: `${text.buy} ${text.plusProduct}` });
    await expect(alexaBuy.getAttribute('href')).resolves.toBe(`${text.prefix}/plus/`);

    // Software only: the guide, and nothing to buy.
    const software = catalogue.filter((entry) => !entry.buy && !entry.plus);
    expect(software.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['OpenAI', 'Telegram', 'CalDAV', 'MCP']),
    );
    for (const entry of software) {
      await expect(buyLinks(entry.name).count()).resolves.toBe(0);
      await expect(card(entry.name).getByRole('link').count()).resolves.toBe(1);
    }
    for (const entry of catalogue.filter((item) => item.buy || item.plus)) {
      await expect(buyLinks(entry.name).count()).resolves.toBe(1);
    }
    await page.context().close();
  });

  it('filters instantly as the visitor types, and keeps the query in the address', async () => {
    const page = await open(`${text.prefix}/`);
    await page.getByRole('searchbox', { name: text.search }).fill('hue');
    await expect(shownNames(page)).resolves.toEqual(['Philips Hue']);
    await page.waitForURL(/\?q=hue$/);
    await page.context().close();
  });

  it('combines technologies and keeps them in the address', async () => {
    const page = await open(`${text.prefix}/`);
    const filter = page.getByRole('group', { name: text.filter });
    // Visitors click the chip; the checkbox inside it is visually hidden.
    await filter.locator('label', { hasText: /^Matter/ }).click();
    await filter.locator('label', { hasText: /^Z-Wave/ }).click();
    await expect(filter.getByRole('checkbox', { name: /^Matter/ }).isChecked()).resolves.toBe(true);
    const expected = withAny('Matter', 'Z-Wave').map((entry) => entry.name);
    await expect(shownNames(page).then((names) => names.sort())).resolves.toEqual(expected.sort());
    await page.waitForURL(/\?tech=matter,z-wave$/);
    await page.context().close();
  });

  it('says so when nothing matches', async () => {
    const page = await open(`${text.prefix}/`);
    await page.getByRole('searchbox', { name: text.search }).fill('grille-pain quantique');
    await page.getByRole('status').filter({ hasText: text.empty }).waitFor();
    await expect(shownNames(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it('restores a shared filter from the address on load', async () => {
    const page = await open(`${text.prefix}/?q=prise&tech=zigbee,wi-fi`);
    const filter = page.getByRole('group', { name: text.filter });
    // The server page knows no query: the filter is restored from the address once hydrated.
    await page.waitForFunction(() => document.querySelectorAll('input[type="checkbox"]:checked').length > 0);
    await expect(filter.getByRole('checkbox', { name: /^Zigbee/ }).isChecked()).resolves.toBe(true);
    await expect(filter.getByRole('checkbox', { name: /^Wi-Fi/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('searchbox', { name: text.search }).inputValue()).resolves.toBe('prise');
    const names = await shownNames(page);
    const allowed = new Set(withAny('Zigbee', 'Wi-Fi').map((entry) => entry.name));
    expect(names.length).toBeLessThan(allowed.size);
    for (const name of names) expect(allowed.has(name)).toBe(true);
    await page.context().close();
  });
});

describe('the /integrations/ page', () => {
  it('groups the catalogue under technology headings, and filters the same way', async () => {
    const page = await open('/fr/integrations/?tech=matter');
    await page.waitForFunction(() => document.querySelectorAll('main section h2').length === 1);
    await expect(page.locator('main section h2').allTextContents()).resolves.toEqual(['Matter']);
    await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
    await page.waitForURL((url) => url.search === '');
    const headings = await page.locator('main section h2').count();
    expect(headings).toBeGreaterThan(10);
    await page.context().close();
  });
});
