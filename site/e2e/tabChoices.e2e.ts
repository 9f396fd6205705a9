import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { violations } from './support/axe';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import auditedPages from './support/auditedPages.json';

/**
 * Tabs of the same choice (`groupId`) remember the reader's tab: across pages, open
 * tabs and reloads, shown from the first paint, and carried by `?tabs=` in an address.
 * No request is intercepted: what is measured is the page as nginx serves it.
 */
const STORAGE_KEY = 'foyer-tab-choices';
const FAQ = '/docs/installation/faq/';
const MINI_PC = '/docs/installation/mini-pc/';
const AUDITED_DOC = (auditedPages as [string, string][]).find(([name]) => name === 'a doc')?.[1] ?? '';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function context(): Promise<BrowserContext> {
  return newContext(browser, { viewport: { width: 1280, height: 900 } });
}

/** Once the tabs' lazy code has rendered the stored choice (the head script's rules then stop). */
async function tabsReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-tab-group]') !== null &&
      document.querySelector('[data-tab-pending]') === null,
  );
}

/** For each install-method tab set: the selected tab and the text of the one visible panel. */
function installSets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-tab-group="install-method"]')].map((set) => ({
      selected: set.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      shown: [...set.querySelectorAll(':scope > [role="tabpanel"]')]
        .filter((panel) => getComputedStyle(panel).display !== 'none')
        .map((panel) => panel.getAttribute('data-tab-panel')),
    })),
  );
}

const allCompose = (count: number) =>
  Array.from({ length: count }, () => ({ selected: 'Docker Compose', shown: ['compose'] }));

describe('tabs that remember the reader’s choice', () => {
  it('show Docker Compose on the next page of the group and in a second open tab, and stay keyboard operable', async () => {
    const ctx = await context();
    const faq = await ctx.newPage();
    const other = await ctx.newPage();
    await gotoHydrated(faq, FAQ);
    await tabsReady(faq);
    await gotoHydrated(other, '/fr/docs/installation/mini-pc/');
    await tabsReady(other);
    expect((await installSets(other)).map((set) => set.shown)).toEqual([['docker'], ['docker']]);

    const updating = faq.getByRole('tablist', { name: 'Installation method' }).first();
    await updating.getByRole('tab', { name: 'Docker Compose' }).click();
    // Every set of the group on this page follows, the other open tab (French) too.
    expect(await installSets(faq)).toEqual(allCompose(2));
    await other.waitForFunction(
      () =>
        document.querySelector('[data-tab-group="install-method"] [aria-selected="true"]')?.textContent ===
        'Docker Compose',
    );
    expect(await installSets(other)).toEqual(allCompose(2));
    expect(await faq.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
      '{"install-method":"compose"}',
    );

    // The next page of the group, reached by the FAQ's link (client-side navigation)…
    await faq.locator(`#main-content a[href="${MINI_PC}"]`).first().click();
    await faq.waitForURL(`**${MINI_PC}`);
    await tabsReady(faq);
    expect(await installSets(faq)).toEqual(allCompose(2));
    // …or loaded afresh.
    await gotoHydrated(faq, MINI_PC);
    await tabsReady(faq);
    expect(await installSets(faq)).toEqual(allCompose(2));

    // react-aria still owns the keyboard and the ARIA: arrow keys move, select and remember.
    const start = faq.getByRole('tablist', { name: 'Installation method' }).first();
    await start.getByRole('tab', { name: 'Docker Compose' }).focus();
    await faq.keyboard.press('ArrowLeft');
    await faq.waitForFunction(() => document.activeElement?.textContent === 'Docker');
    expect((await installSets(faq)).map((set) => set.selected)).toEqual(['Docker', 'Docker']);
    const panel = faq.getByRole('tabpanel', { name: 'Docker' }).first();
    await expect(panel.isVisible()).resolves.toBe(true);
    const linked = await faq.evaluate(() => {
      const set = document.querySelector('[data-tab-group="install-method"]');
      const visible = [...(set?.querySelectorAll(':scope > [role="tabpanel"]') ?? [])].filter(
        (element) => !element.hasAttribute('hidden'),
      );
      const tab = set?.querySelector('[role="tab"][aria-selected="true"]');
      return {
        visible: visible.length,
        labelledBy: visible[0]?.getAttribute('aria-labelledby') === tab?.id,
        controls: tab?.getAttribute('aria-controls') === visible[0]?.id,
      };
    });
    expect(linked).toEqual({ visible: 1, labelledBy: true, controls: true });
    await other.waitForFunction(
      () =>
        document.querySelector('[data-tab-group="install-method"] [aria-selected="true"]')?.textContent ===
        'Docker',
    );
    await ctx.close();
  });

  it('after a reload, paints the stored choice from the server HTML before the tabs’ code runs, with no layout shift', async () => {
    const ctx = await context();
    await ctx.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, '{"install-method":"compose"}');
      // Every layout shift, and what each animation frame is about to paint: which panel of
      // each install-method set is displayed, and which tab is bold.
      const record = window as unknown as { shifts: number[]; frames: string[][] };
      record.shifts = [];
      record.frames = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) record.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const onFrame = () => {
        const sets = [...document.querySelectorAll('[data-tab-group="install-method"]')];
        const state = sets.map((set) => {
          const shown = [...set.querySelectorAll(':scope > [data-tab-panel]')]
            .filter((panel) => getComputedStyle(panel).display !== 'none')
            .map((panel) => panel.getAttribute('data-tab-panel'));
          const bold = [...set.querySelectorAll('[data-tab]')]
            .filter((tab) => Number(getComputedStyle(tab).fontWeight) >= 700)
            .map((tab) => tab.getAttribute('data-tab'));
          return `${shown.join('+')}/${bold.join('+')}${set.hasAttribute('data-tab-pending') ? ' (server HTML)' : ''}`;
        });
        if (state.length > 0 && record.frames[record.frames.length - 1]?.join() !== state.join()) {
          record.frames.push(state);
        }
        requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    }, STORAGE_KEY);
    const page = await ctx.newPage();
    await gotoHydrated(page, FAQ);
    await tabsReady(page);
    await page.reload();
    await tabsReady(page);
    await page.waitForTimeout(500);
    const { frames, shifts } = await page.evaluate(() => {
      const { frames: seen, shifts: shifted } = window as unknown as { shifts: number[]; frames: string[][] };
      return { frames: seen, shifts: shifted };
    });
    // The first frames paint the server HTML, with the choice applied by the head script;
    // then React takes over, and nothing visible changes: the Compose panel shown and its
    // tab bold in every frame.
    expect(frames[0]?.every((set) => set === 'compose/compose (server HTML)')).toBe(true);
    expect(frames.flat().every((set) => /^compose\/compose( \(server HTML\))?$/.test(set))).toBe(true);
    expect(frames[frames.length - 1]).toEqual(['compose/compose', 'compose/compose']);
    expect(shifts).toEqual([]);
    await ctx.close();
  });

  it('has the stored choice in the server HTML with only the head script run (scripts off)', async () => {
    const ctx = await newContext(browser, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await ctx.newPage();
    await page.goto(FAQ);
    // Every panel is in the HTML, the default shown: what a reader without JavaScript gets.
    expect(await installSets(page)).toEqual([
      { selected: 'Docker', shown: ['docker'] },
      { selected: 'Docker', shown: ['docker'] },
    ]);
    // The inline head script alone, as it runs before first paint: the stored choice shows.
    const headScript = await page.evaluate(
      () =>
        [...document.head.querySelectorAll('script:not([src])')].find((script) =>
          script.textContent?.includes('foyer-tab-choices'),
        )?.textContent ?? '',
    );
    expect(headScript.length).toBeGreaterThan(0);
    await page.evaluate(
      ({ source, key }) => {
        localStorage.setItem(key, '{"install-method":"compose"}');
        new Function(source)();
      },
      { source: headScript, key: STORAGE_KEY },
    );
    expect((await installSets(page)).map((set) => set.shown)).toEqual([['compose'], ['compose']]);
    const weights = await page.evaluate(() =>
      [...document.querySelectorAll('[data-tab-group="install-method"] [data-tab]')].map(
        (tab) => `${tab.textContent} ${getComputedStyle(tab).fontWeight}`,
      ),
    );
    expect(weights).toEqual(['Docker 500', 'Docker Compose 700', 'Docker 500', 'Docker Compose 700']);
    await ctx.close();
  });

  it('keeps the audited doc free of layout shift with a stored choice', async () => {
    const ctx = await context();
    await ctx.addInitScript((key) => {
      localStorage.setItem(key, '{"install-method":"compose","client":"javascript"}');
    }, STORAGE_KEY);
    await recordLayoutShifts(ctx);
    const page = await ctx.newPage();
    await gotoHydrated(page, AUDITED_DOC);
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toEqual([]);
    await ctx.close();
  });

  it('selects and stores the choice an address carries, and ignores a value a set does not have', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await gotoHydrated(page, `/fr${FAQ}?tabs=install-method:compose`);
    await tabsReady(page);
    expect(await installSets(page)).toEqual(allCompose(2));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
      '{"install-method":"compose"}',
    );

    await gotoHydrated(page, `${FAQ}?tabs=install-method:synology`);
    await tabsReady(page);
    expect((await installSets(page)).map((set) => set.selected)).toEqual(['Docker', 'Docker']);
    await ctx.close();
  });

  it('has no axe violations with a remembered tab, before and after the tabs’ code runs', async () => {
    const ctx = await context();
    await ctx.addInitScript((key) => localStorage.setItem(key, '{"install-method":"compose"}'), STORAGE_KEY);
    const page = await ctx.newPage();
    await page.goto(FAQ, { waitUntil: 'load' });
    expect(await violations(page)).toEqual([]);
    await tabsReady(page);
    expect(await violations(page)).toEqual([]);
    await ctx.close();
  });
});
