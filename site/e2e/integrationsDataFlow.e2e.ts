import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readCatalogue } from '../src/integrations/catalogue';
import { frenchTypography } from '../src/i18n/frenchTypography';
import { violations } from './support/axe';
import { get } from './support/server';
import { launchBrowser, openHydrated, waitForHydration } from './support/browser';

/** Integrations by where the data goes (issue 29, point 3): the filter, the cards, the guides, the docs index. */
const catalogue = readCatalogue(path.resolve(__dirname, '../content/integrations.yaml'));
const namesWhere = (test: (entry: (typeof catalogue)[number]) => boolean) =>
  catalogue
    .filter(test)
    .map((entry) => entry.name)
    .sort();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Names of the integration cards shown, once each (the /integrations/ page files a card under each technology), sorted. */
async function shownNames(page: Page): Promise<string[]> {
  return [...new Set(await page.locator('main article h3, main article h4').allTextContents())].sort();
}

/** Waits a little for the list to show exactly these names (it follows the filter once hydrated), then checks. */
async function expectShown(page: Page, names: string[]): Promise<void> {
  const expected = [...names].sort();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (JSON.stringify(await shownNames(page)) === JSON.stringify(expected)) break;
    await page.waitForTimeout(100);
  }
  await expect(shownNames(page)).resolves.toEqual(expected);
}

const TEXT = {
  en: {
    prefix: '',
    flowFilter: 'Where the data goes',
    technologies: 'Technologies',
    voice: 'Voice assistants',
    search: 'Search the integrations',
    options: { local: 'Local only', optional: 'Local, optional cloud', cloud: 'Needs a cloud service' },
    empty: 'No integration found.',
    googleHomeBadge: 'Needs Google Home',
    docOf: (name: string) => `Doc — ${name}`,
  },
  fr: {
    prefix: '/fr',
    flowFilter: 'Où vont les données',
    technologies: 'Technologies',
    voice: 'Assistants vocaux',
    search: 'Rechercher une intégration',
    options: {
      local: 'Local uniquement',
      optional: 'Local, cloud en option',
      cloud: 'Nécessite un service cloud',
    },
    empty: 'Aucune intégration trouvée.',
    googleHomeBadge: 'Nécessite Google Home',
    docOf: (name: string) => `Doc — ${name}`,
  },
} as const;

describe.each(Object.entries(TEXT))('the catalogue by where the data goes (%s)', (language, text) => {
  const chip = (page: Page, group: string, name: string) =>
    page.getByRole('group', { name: group }).locator('label', { hasText: new RegExp(`^${name}`) });

  it('narrows the list, combines with technologies and the search, and keeps all three in the address', async () => {
    const page = await openHydrated(browser, `${text.prefix}/`);
    await chip(page, text.flowFilter, text.options.cloud).click();
    await expectShown(
      page,
      namesWhere((entry) => entry.dataFlow === 'cloud'),
    );
    await page.waitForURL(/\?flow=cloud$/);
    expect(namesWhere((entry) => entry.dataFlow === 'cloud').length).toBeLessThan(catalogue.length);

    // Any of the chosen data flows.
    await chip(page, text.flowFilter, text.options.optional).click();
    await expectShown(
      page,
      namesWhere((entry) => entry.dataFlow !== 'local'),
    );
    // In the order chosen, like the technologies.
    await page.waitForURL(/\?flow=cloud,local-optional-cloud$/);
    await chip(page, text.flowFilter, text.options.optional).click();

    // With a technology: both must hold.
    await chip(page, text.technologies, text.voice).click();
    const cloudVoice = namesWhere(
      (entry) => entry.dataFlow === 'cloud' && entry.technologies.includes('Voice'),
    );
    expect(cloudVoice).toEqual(['Alexa', 'Google Home']);
    // The data flow matters here: a voice integration that keeps its data local is left out.
    expect(namesWhere((entry) => entry.technologies.includes('Voice'))).toEqual(
      expect.arrayContaining([...cloudVoice, 'HomeKit']),
    );
    await expectShown(page, cloudVoice);
    await page.waitForURL(/\?tech=voice&flow=cloud$/);

    // A reload restores the filter from the address.
    const cloudChip = page
      .getByRole('group', { name: text.flowFilter })
      .getByRole('checkbox', { name: new RegExp(`^${text.options.cloud}`) });
    await page.reload();
    await waitForHydration(page);
    await expectShown(page, cloudVoice);
    await expect(cloudChip.isChecked()).resolves.toBe(true);

    // With the search too.
    await page.getByRole('searchbox', { name: text.search }).fill('google');
    await expectShown(page, ['Google Home']);
    await page.waitForURL(/\?q=google&tech=voice&flow=cloud$/);

    // To the guide, which shows the same badge, and Back to the filtered list.
    await page.getByRole('link', { name: text.docOf('Google Home') }).click();
    await page.waitForURL(new RegExp(`${text.prefix}/docs/integrations/google-home/$`));
    await expect(page.locator('main [data-data-flow-badge="cloud"]').first().textContent()).resolves.toBe(
      text.googleHomeBadge,
    );
    await page.goBack();
    await page.waitForURL(/\?q=google&tech=voice&flow=cloud$/);
    await expectShown(page, ['Google Home']);
    await expect(cloudChip.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('searchbox', { name: text.search }).inputValue()).resolves.toBe('google');
    await page.context().close();
  });

  it('says so when nothing is left, and passes axe on the filtered and the empty list', async () => {
    const page = await openHydrated(browser, `${text.prefix}/?tech=voice&flow=local`);
    await page.getByRole('status').filter({ hasText: text.empty }).waitFor();
    await expect(shownNames(page)).resolves.toEqual([]);
    expect(await violations(page)).toEqual([]);

    const filtered = await openHydrated(browser, `${text.prefix}/integrations/?flow=local-optional-cloud`);
    await expectShown(
      filtered,
      namesWhere((entry) => entry.dataFlow === 'local-optional-cloud'),
    );
    expect(await violations(filtered)).toEqual([]);
    await filtered.context().close();
    await page.context().close();
  });

  it('shows each card’s badge and sentence', async () => {
    const page = await openHydrated(browser, `${text.prefix}/`);
    const lang = language as 'en' | 'fr';
    const typeset = (sentence: string) => (lang === 'fr' ? frenchTypography(sentence) : sentence);
    for (const entry of catalogue) {
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('heading', { name: entry.name, exact: true }) });
      const statement = card.locator('[data-data-flow]');
      await expect(statement.getAttribute('data-data-flow')).resolves.toBe(entry.dataFlow);
      const said = (await statement.textContent()) ?? '';
      if (entry.dataFlow === 'cloud') expect(said).toContain(entry.cloudService);
      if (entry.dataFlowNote) expect(said).toContain(typeset(entry.dataFlowNote[lang]));
      if (entry.dataFlow === 'local') expect(said).toContain(text.options.local);
    }
    await page.context().close();
  });
});

describe('where the data goes, on the guides and the docs index', () => {
  it.each([
    ['/docs/integrations/philips-hue/', 'local', 'Local only'],
    ['/fr/docs/integrations/alexa/', 'cloud', 'Nécessite Amazon Alexa'],
    ['/fr/docs/integrations/sonoff/', 'local-optional-cloud', 'Local, cloud en option'],
  ])('%s opens with its badge and sentence in the server HTML', async (route, kind, badge) => {
    const html = await (await get(route)).text();
    const statement = new RegExp(
      `<p data-data-flow="${kind}"><span data-data-flow-badge="${kind}">${badge}</span> [^<]{40,}</p>`,
    );
    expect(html).toMatch(statement);
    // Before the guide's own first paragraph, after the title.
    expect(html.indexOf('data-data-flow=')).toBeGreaterThan(html.indexOf('<h1'));
  });

  it.each([
    ['/docs/integrations/', 'Needs OpenAI'],
    ['/fr/docs/integrations/', 'Nécessite OpenAI'],
  ])('%s marks every guide with where its data goes', async (route, openaiBadge) => {
    const html = await (await get(route)).text();
    // One mark per guide and per technology it is filed under.
    const marks = html.match(/data-data-flow-badge="[a-z-]+"/g) ?? [];
    const filings = catalogue.reduce((count, entry) => count + entry.technologies.length, 0);
    expect(marks).toHaveLength(filings);
    expect(html).toContain(`<span data-data-flow-badge="cloud">${openaiBadge}</span>`);
  });
});
