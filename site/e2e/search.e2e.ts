import type { Browser, Page, Request } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(pathname: string, width = 1280): Promise<{ page: Page; requests: string[] }> {
  const context = await newContext(browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  await gotoHydrated(page, pathname);
  return { page, requests };
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the search from its button and waits for the dialog's field, which is downloaded on first use. */
async function openSearch(page: Page, name: RegExp = /^Search/): Promise<void> {
  await page.getByRole('button', { name }).click();
  await dialog(page).getByRole('combobox').waitFor();
}
const searchIndexRequests = (requests: string[]) =>
  requests.filter((path) => path.startsWith('/search-index/'));

describe('the search modal', () => {
  it('loads nothing of search until it is used, then opens with Ctrl K and closes with Escape', async () => {
    const { page, requests } = await open('/docs/');
    await page.waitForTimeout(500);
    expect(searchIndexRequests(requests)).toEqual([]);
    const trigger = page.getByRole('button', { name: /^Search/ });
    await trigger.focus();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await expect(dialog(page).getAttribute('aria-modal')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // Focus goes back to where it was (react-aria restores it on the frame after closing).
    await page.waitForFunction((button) => button === document.activeElement, await trigger.elementHandle(), {
      timeout: 5000,
    });
    await page.context().close();
  });

  it('opens with "/" outside text fields, finds French words typed without accents, and Enter goes to the hit', async () => {
    const { page, requests } = await open('/fr/docs/');
    // The shortcut works once the page is interactive: press until the dialog answers.
    for (
      let attempt = 0;
      attempt < 20 && !(await dialog(page).getByRole('combobox').isVisible());
      attempt += 1
    ) {
      await page.keyboard.press('/');
      await page.waitForTimeout(250);
    }
    await dialog(page).getByRole('combobox').waitFor();
    await page.keyboard.type('sauvegardes chiffrees');
    const firstHit = dialog(page).getByRole('option').first();
    await firstHit.waitFor();
    // "chiffrees" typed without accents finds and highlights "chiffrées". The modal searches on each
    // keystroke, so the first hits shown may answer "sauvegardes chif": wait for the whole query's.
    const highlighted = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[role="dialog"] mark')].some((mark) =>
            /^chiffrées?$/i.test(mark.textContent ?? ''),
          ),
        null,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    expect(highlighted).toBe(true);
    expect(searchIndexRequests(requests)).toEqual(['/search-index/fr.json']);
    // Each option is the hit's link itself.
    const href = decodeURI((await firstHit.getAttribute('href')) ?? '');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURI(`${url.pathname}${url.hash}`) === href);
    expect(href).toMatch(/^\/fr\/docs\//);
    await page.context().close();
  });

  it('takes at most 64 characters', async () => {
    const { page } = await open('/docs/');
    await openSearch(page);
    const input = dialog(page).getByRole('combobox').or(dialog(page).getByRole('searchbox'));
    await input.first().fill('x'.repeat(80));
    await expect(input.first().inputValue()).resolves.toHaveLength(64);
    await page.context().close();
  });

  it('says when nothing matches, with suggestions and a link to report it', async () => {
    const { page } = await open('/docs/');
    await openSearch(page);
    await page.keyboard.type('qwxzv');
    await dialog(page).getByText('No results for').waitFor();
    await dialog(page).getByText('Try searching for').waitFor();
    await dialog(page).getByText('Believe this query should return results?').waitFor();
    const report = dialog(page).getByRole('link', { name: /Let us know/ });
    await expect(report.getAttribute('href')).resolves.toContain(encodeURIComponent('qwxzv'));
    await page.context().close();
  });

  it('shows the error message when the index cannot be fetched', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await openSearch(page);
    await page.keyboard.type('docker');
    await dialog(page).getByText('Unable to fetch results').first().waitFor();
    await dialog(page).getByText('You might want to check your network connection.').first().waitFor();
    await context.close();
  });

  it('says it is still searching after 300 ms without an answer', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    // Slower than the 300 ms threshold, within the index's 1 s connect time-out.
    await context.route('**/search-index/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await openSearch(page);
    await page.keyboard.type('docker');
    await dialog(page).getByText('Still searching…').first().waitFor();
    await dialog(page).getByRole('option').first().waitFor();
    await context.close();
  });

  it('remembers a search after a hit is chosen, and a star makes it a favourite', async () => {
    const { page } = await open('/docs/');
    await openSearch(page);
    await page.keyboard.type('docker');
    await dialog(page).getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await openSearch(page);
    await dialog(page).getByText('docker').first().waitFor();
    await dialog(page).getByRole('button', { name: 'Save “docker” to favourites' }).click();
    await dialog(page).getByRole('button', { name: 'Remove “docker” from the favourites' }).waitFor();
    const stored = await page.evaluate(() => window.localStorage.getItem('foyer-search-foyer_docs'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ favorites: [{ query: 'docker' }], recent: [] });
    await page.context().close();
  });

  it('links to all the results on the search page', async () => {
    const { page } = await open('/fr/docs/');
    await openSearch(page, /^Rechercher/);
    await page.keyboard.type('zigbee');
    const seeAll = dialog(page).getByRole('link', { name: /^Voir (les \d+ résultats|le résultat)$/ });
    await expect(seeAll.getAttribute('href')).resolves.toBe('/fr/search/?q=zigbee');
    await page.context().close();
  });
});

describe('what the search covers', () => {
  /** Types a query in the modal of `pathname` and waits for its first hit. */
  async function searchFor(pathname: string, query: string, name: RegExp = /^Search/) {
    const { page } = await open(pathname);
    await openSearch(page, name);
    await page.keyboard.type(query);
    await dialog(page).getByRole('option').first().waitFor();
    return page;
  }

  it('finds a blog post by a word of its body, under the Blog group', async () => {
    const page = await searchFor('/docs/', 'controversially');
    const blog = dialog(page).getByRole('group', { name: 'Blog' });
    const href = await blog.getByRole('option').first().getAttribute('href');
    expect(href).toMatch(/^\/blog\/2022-in-review\//);
    await page.context().close();
  });

  it('shows docs and posts in groups of their own', async () => {
    const page = await searchFor('/docs/', 'bluetoothctl');
    const groups = await dialog(page)
      .getByRole('group')
      .evaluateAll((lists) =>
        lists.map((list) => ({
          title: document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
          hrefs: [...list.querySelectorAll('[role="option"]')].map((option) => option.getAttribute('href')),
        })),
      );
    const blog = groups.find((group) => group.title === 'Blog');
    const integrations = groups.find((group) => group.title === 'Integrations');
    expect(blog?.hrefs.every((href) => href?.startsWith('/blog/'))).toBe(true);
    expect(integrations?.hrefs).toContain('/docs/integrations/bluetooth/#prerequisites');
    expect(integrations?.hrefs.some((href) => href?.startsWith('/blog/'))).toBe(false);
    await page.context().close();
  });

  it('finds a command only a code block shows, with that line as the snippet, and opens its heading', async () => {
    const page = await searchFor('/docs/', 'docker image prune');
    const hit = dialog(page).getByRole('option').first();
    expect(await hit.getAttribute('href')).toBe('/docs/installation/docker-compose/#update');
    expect((await hit.textContent()) ?? '').toContain('sudo docker image prune');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => `${url.pathname}${url.hash}` === '/docs/installation/docker-compose/#update',
    );
    const heading = page.locator('[id="update"]');
    await heading.waitFor();
    const box = await heading.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
    await page.context().close();
  });

  it('finds a configuration key only a code block holds, in French too', async () => {
    const page = await searchFor('/fr/docs/', 'persistence_location', /^Rechercher/);
    const hit = dialog(page).getByRole('option').first();
    expect(decodeURI((await hit.getAttribute('href')) ?? '')).toBe(
      '/fr/docs/installation/docker-compose/#créer-le-projet',
    );
    expect((await hit.textContent()) ?? '').toContain('persistence_location /mosquitto/data/');
    await page.context().close();
  });
});

describe('the search page', () => {
  it('reads the query from the address and shows 20 results a page', async () => {
    const { page } = await open('/search/?q=foyer');
    await page.locator('main ol > li').first().waitFor();
    await expect(page.locator('main ol > li').count()).resolves.toBe(20);
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'More results' })
      .click();
    await page.waitForURL(/\?q=foyer&page=2$/);
    await page.locator('main ol > li').first().waitFor();
    await page.context().close();
  });

  it('shows the blog’s results apart from the docs’, each under its heading', async () => {
    const { page } = await open('/search/?q=bluetoothctl');
    const blog = page.getByRole('region', { name: 'Blog' });
    const docs = page.getByRole('region', { name: 'Documentation' });
    await blog.getByRole('link').first().waitFor();
    const hrefs = (region: typeof blog) =>
      region.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect((await hrefs(blog)).every((href) => href.startsWith('/blog/'))).toBe(true);
    expect(await hrefs(docs)).toContain('/docs/integrations/bluetooth/#prerequisites');
    expect((await hrefs(docs)).some((href) => href.startsWith('/blog/'))).toBe(false);
    await page.context().close();
  });

  it('updates the address as the visitor types', async () => {
    const { page } = await open('/fr/search/');
    await page.getByRole('searchbox', { name: 'Rechercher dans la doc et le blog' }).fill('mqtt');
    await page.waitForURL(/\/fr\/search\/\?q=mqtt$/);
    await page.locator('main ol > li').first().waitFor();
    await page.context().close();
  });

  it('renders a hostile query as text', async () => {
    const { page } = await open(`/search/?q=${encodeURIComponent('<img src=x onerror="window.hacked=1">')}`);
    await page.getByText('No results for').waitFor();
    await expect(page.locator('main img[src="x"]').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
    ).resolves.toBeUndefined();
    await page.context().close();
  });
});

describe('the weight of search', () => {
  // react-aria's selection code (12 KB) now comes with the search, not with every docs page.
  it('costs at most 225 KB gzip for the first query of a language, engine and index included', async () => {
    const { page } = await open('/fr/docs/');
    const before = await page.evaluate(() => performance.now());
    await openSearch(page, /^Rechercher/);
    await page.keyboard.type('zigbee');
    await dialog(page).getByRole('option').first().waitFor();
    const transferred = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since)
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
      before,
    );
    console.log(`search, first French query: ${(transferred / 1024).toFixed(1)} KB transferred`);
    expect(transferred).toBeGreaterThan(10 * 1024);
    expect(transferred).toBeLessThanOrEqual(225 * 1024);
    await page.context().close();
  });

  it('shows 5-word snippets on a phone and 10-word ones on a desktop', async () => {
    for (const [width, most] of [
      [390, 5],
      [1280, 10],
    ] as const) {
      const { page } = await open('/docs/', width);
      await openSearch(page);
      await page.keyboard.type('backups');
      await dialog(page).getByRole('option').first().waitFor();
      const snippets = await dialog(page)
        .getByRole('option')
        .evaluateAll((options) =>
          // The snippet is the last line of each hit's text.
          options.map((option) => option.querySelector(':scope > span')?.lastElementChild?.textContent ?? ''),
        );
      const longest = Math.max(
        ...snippets.map((text) => text.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length),
      );
      expect(longest).toBeLessThanOrEqual(most);
      expect(longest).toBeGreaterThanOrEqual(most - 2);
      await page.context().close();
    }
  });
});
