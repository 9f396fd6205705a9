import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('docs sidebar', () => {
  it('lists every category, marks the current page, and collapses a category from the keyboard', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/api/rest-api/');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.getByRole('link', { name: 'REST API' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    const toggles = sidebar.getByRole('button');
    // A category with its own page (Integrations) has a link and a chevron-only button named after it.
    const names = await toggles.evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
    );
    expect(names).toEqual([
      'Installation',
      'Integrations',
      'Scenes',
      'Dashboard',
      'API',
      'Foyer Plus',
      'Development',
    ]);

    const installation = sidebar.getByRole('button', { name: 'Installation' });
    for (let i = 0; i < 40 && !(await installation.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(installation.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const expandedBefore = await installation.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('button')]
          .find((b) => b.textContent === 'Installation')
          ?.getAttribute('aria-expanded') !== before,
      expandedBefore,
    );
    await page.keyboard.press('Space');
    await expect(installation.getAttribute('aria-expanded')).resolves.toBe(expandedBefore);
    // Other categories kept their own state.
    await expect(sidebar.getByRole('button', { name: 'API' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    await context.close();
  });

  it('opens a doc from the sidebar on the client, without reloading the page', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/api/rest-api/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await sidebar.getByRole('link', { name: 'Install with Docker', exact: true }).click();
    await page.waitForURL('**/docs/installation/docker/');
    await page.getByRole('heading', { level: 1, name: 'Install with Docker', exact: true }).waitFor();
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await expect(
      sidebar.getByRole('link', { name: 'Install with Docker', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await context.close();
  });

  it('draws the current page in the shared sidebar without JavaScript, and announces it once interactive', async () => {
    const look = async (javaScriptEnabled: boolean) => {
      const context = await newContext(browser, {
        javaScriptEnabled,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, '/fr/docs/api/rest-api/');
      else await page.goto('/fr/docs/api/rest-api/');
      const sidebar = page.getByRole('navigation', { name: 'Documentation' }).first();
      const styleOf = (name: string) =>
        sidebar.getByRole('link', { name, exact: true }).evaluate((link) => {
          const style = getComputedStyle(link);
          return { weight: style.fontWeight, background: style.backgroundColor, color: style.color };
        });
      const result = {
        current: await styleOf('API REST'),
        other: await styleOf('API MQTT'),
        announced: await sidebar
          .getByRole('link', { name: 'API REST', exact: true })
          .getAttribute('aria-current'),
      };
      await context.close();
      return result;
    };
    const withoutScript = await look(false);
    const interactive = await look(true);
    expect(withoutScript.current).not.toEqual(withoutScript.other);
    expect(Number(withoutScript.current.weight)).toBeGreaterThan(Number(withoutScript.other.weight));
    // The page's own style draws what the sidebar's data-current draws once it has the path.
    expect(interactive.current).toEqual(withoutScript.current);
    expect(withoutScript.announced).toBeNull();
    expect(interactive.announced).toBe('page');
  });

  it('has every sidebar link in the server HTML, readable without JavaScript', async () => {
    const context = await newContext(browser, {
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/fr/docs/');
    const hrefs = await page
      .getByRole('navigation', { name: 'Documentation' })
      .first()
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/fr/docs/',
        '/fr/docs/installation/docker/',
        '/fr/docs/api/rest-api/',
        '/fr/docs/dev/setup-development-environment-mac-linux/',
      ]),
    );
    await page.getByRole('link', { name: 'API REST' }).first().click();
    await page.waitForURL('**/fr/docs/api/rest-api/');
    await context.close();
  });
});

describe('table of contents', () => {
  it('links to headings of the page and follows the section in view', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/installation/docker/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const targets = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const target of targets) {
      expect(await page.locator(`[id="${decodeURIComponent(target!.slice(1))}"]`).count()).toBe(1);
    }
    // A heading in the middle of the page can reach the top of the viewport.
    const middle = targets[1]!;
    await page.evaluate(
      (id) => document.getElementById(id)?.scrollIntoView(),
      decodeURIComponent(middle.slice(1)),
    );
    const entry = toc.locator(`a[href="${middle}"]`);
    for (let tries = 0; tries < 50 && (await entry.getAttribute('aria-current')) !== 'location'; tries += 1) {
      await page.waitForTimeout(100);
    }
    await expect(entry.getAttribute('aria-current')).resolves.toBe('location');
    expect(await toc.locator('[aria-current]').count()).toBe(1);
    await context.close();
  });
});

describe('doc page chrome', () => {
  it('shows breadcrumbs, the version badge, the edit link and previous/next links', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/docs/api/rest-api/');
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link').allTextContents()).resolves.toEqual(['Matériel et installation']);
    await expect(crumbs.textContent()).resolves.toContain('API');
    // The category is not the page itself: nothing in the trail claims to be the current page.
    expect(await crumbs.locator('[aria-current]').count()).toBe(0);
    await expect(page.getByText('Version : Suivant').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('foyer-docs-preferred-version'))).toBe('current');
    const edit = page.getByRole('link', { name: /^Modifier cette page/ });
    await expect(edit.getAttribute('href')).resolves.toBe(
      'https://git.foyer.example/foyer/website/edit/main/site/content/docs/fr/api/rest-api.mdx',
    );
    await expect(edit.getAttribute('target')).resolves.toBe('_blank');
    const pager = page.getByRole('navigation', { name: 'Pages de la documentation' });
    await expect(pager.getByRole('link').allTextContents()).resolves.toEqual([
      expect.stringContaining('Précédent'),
      expect.stringContaining('Suivant'),
    ]);
    await pager.getByRole('link', { name: /Suivant/ }).click();
    await page.waitForURL('**/fr/docs/api/mqtt-api/');
    await context.close();
  });
});

describe('skip link', () => {
  it('is the first Tab stop, shows once focused, and moves focus to the main content (French)', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/fr/docs/api/rest-api/');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip.boundingBox()).resolves.toMatchObject({ width: 1, height: 1 });
    await page.keyboard.press('Tab');
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    const shown = await skip.boundingBox();
    expect(shown?.width).toBeGreaterThan(100);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest('#main-content'))),
    ).resolves.toBe(true);
    await context.close();
  });
});

describe('tabs in a doc (their code loads only on pages that have them)', () => {
  it('are in the server HTML, then switch by click and arrow keys once loaded', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    const html = await (await page.request.get('/docs/integrations/mqtt/')).text();
    expect(html).toContain('role="tablist"');

    await gotoHydrated(page, '/docs/integrations/mqtt/');
    const tabs = page.getByRole('tablist', { name: 'Broker' });
    await tabs.getByRole('tab', { name: 'Your own broker' }).click();
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Your own broker',
    );
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Foyer broker',
    );
    expect(requested.some((path) => /\/mdx-tabs-[^/]*\.js$/.test(path))).toBe(true);

    // A doc without tabs does not download them.
    requested.length = 0;
    await gotoHydrated(page, '/docs/installation/docker/');
    await page.waitForLoadState('networkidle');
    expect(requested.some((path) => /\/mdx-tabs-[^/]*\.js$/.test(path))).toBe(false);
    await context.close();
  });
});
