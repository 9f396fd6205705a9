import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { violations, type ColourMode } from './support/axe';
import { launchBrowser, openHydrated, waitForHydration } from './support/browser';
import { get } from './support/server';

/*
 * Code blocks that point at the line, in both languages: lines highlighted by the
 * fence's meta (`{5,8}`) in the Zigbee2MQTT guide, a ```diff lang="yaml"``` fence with
 * a removed and an inserted line in the Docker Compose guide. The lines are marked in
 * the built HTML itself, with a sign or a bar a reader sees and a note a screen reader
 * reads, and the copy button copies the file as it should end up.
 */
const GUIDE = { en: '/docs/installation/docker-compose/', fr: '/fr/docs/installation/docker-compose/' };
const ZIGBEE_GUIDE = { en: '/docs/integrations/zigbee2mqtt/', fr: '/fr/docs/integrations/zigbee2mqtt/' };
const NOTES = {
  en: { highlighted: 'Highlighted line:', inserted: 'Added line:', removed: 'Removed line:' },
  fr: {
    highlighted: 'Ligne mise en évidence\u00a0:',
    inserted: 'Ligne ajoutée\u00a0:',
    removed: 'Ligne supprimée\u00a0:',
  },
};
const PINNED_IMAGE =
  'services:\n  foyer:\n    image: registry.foyer.example/foyer/foyer:4.58.0\n    container_name: foyer';

/** The lines of the built HTML marked `mark`, each as its note and its text without tags. */
function markedLines(html: string, mark: string): { note: string; text: string }[] {
  const line = new RegExp(
    `<span data-line data-line-mark="${mark}"><span data-line-note>([^<]*)</span>((?:(?!<span data-line[ >]).)*?)</span>(?=\\n<span data-line[ >]|</span></code>)`,
    'g',
  );
  const text = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(line)].map(([, note = '', body = '']) => ({ note, text: text(body) }));
}

describe('code blocks that point at the line, in the built pages', () => {
  it.each(['en', 'fr'] as const)(
    '%s: highlighted, inserted and removed lines carry their mark and their note in the HTML',
    async (language) => {
      const notes = NOTES[language];
      const zigbee = await (await get(ZIGBEE_GUIDE[language])).text();
      expect(markedLines(zigbee, 'highlighted')).toEqual([
        {
          note: `${notes.highlighted} `,
          text: '      - /dev/serial/by-id/usb-Example_Zigbee_Coordinator_0001-if00-port0:/dev/ttyACM0',
        },
        { note: `${notes.highlighted} `, text: expect.stringMatching(/^ {2}password: [\w-]+$/) },
        { note: `${notes.highlighted} `, text: '  adapter: zstack' },
      ]);

      const compose = await (await get(GUIDE[language])).text();
      expect(markedLines(compose, 'removed')).toEqual([
        { note: `${notes.removed} `, text: '    image: registry.foyer.example/foyer/foyer:4' },
      ]);
      expect(markedLines(compose, 'inserted')).toEqual([
        { note: `${notes.inserted} `, text: '    image: registry.foyer.example/foyer/foyer:4.58.0' },
      ]);
      // The diff's signs are drawn by the stylesheet, not written into the code.
      expect(compose).toContain('<span data-code-lines data-line-signs>');
      expect(compose).not.toMatch(/<span data-line[^>]*>(<span data-line-note>[^<]*<\/span>)?[+-] {4}/);
    },
  );

  it('indexes the code alone for search: the diff as the file ends up, no notes', () => {
    // Written by the build beside the site (the browser never loads it).
    const records = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', 'public', 'search-records', 'en.json'), 'utf8'),
    ) as { url: string; content?: string }[];
    const update = records.filter(
      (record) => record.url === `${GUIDE.en}#update` && record.content?.includes('image:'),
    );
    expect(update.map((record) => record.content)).toEqual([PINNED_IMAGE]);
    expect(
      records.some((record) => /Highlighted line:|Added line:|Removed line:/.test(record.content ?? '')),
    ).toBe(false);
  });
});

describe('code blocks that point at the line, in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** The block holding the diff: the one with a removed line. */
  function diffBlock(page: Page): Locator {
    return page.locator('div', { has: page.locator('pre [data-line-mark="removed"]') }).last();
  }

  /** What the stylesheet draws at the start of the first line marked `mark`. */
  function startOfLine(page: Page, mark: string) {
    return page
      .locator(`pre [data-line-mark="${mark}"]`)
      .first()
      .evaluate((line) => ({
        sign: getComputedStyle(line, '::before').content,
        bar: getComputedStyle(line).borderInlineStartWidth,
      }));
  }

  it('shows a sign before inserted and removed lines, and reads their notes instead', async () => {
    const page = await openHydrated(browser, GUIDE.en);
    await expect(startOfLine(page, 'inserted')).resolves.toEqual({
      sign: expect.stringContaining('" +"'),
      bar: '3px',
    });
    await expect(startOfLine(page, 'removed')).resolves.toEqual({
      sign: expect.stringContaining('" −"'),
      bar: '3px',
    });
    // Screen readers get the notes and the code, and neither signs nor line numbers.
    const spoken = await diffBlock(page).getByRole('group').ariaSnapshot();
    expect(spoken).toContain('Removed line: image: registry.foyer.example/foyer/foyer:4');
    expect(spoken).toContain('Added line: image: registry.foyer.example/foyer/foyer:4.58.0');
    expect(spoken).not.toMatch(/[+−]\s*image/);
    // The note takes no room on screen.
    const note = await page.locator('pre [data-line-note]').first().boundingBox();
    expect((note?.width ?? 0) * (note?.height ?? 0)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it('draws a bar before a highlighted line, on a background of its own', async () => {
    const page = await openHydrated(browser, ZIGBEE_GUIDE.fr);
    await expect(startOfLine(page, 'highlighted')).resolves.toMatchObject({ bar: '3px' });
    const backgrounds = await page
      .locator('pre [data-line-mark="highlighted"]')
      .first()
      .evaluate((line) => [
        getComputedStyle(line).backgroundColor,
        getComputedStyle(line.previousElementSibling ?? line).backgroundColor,
      ]);
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
    await page.context().close();
  });

  it.each(['en', 'fr'] as const)(
    '%s: the copy button copies the file as it should end up, without signs, notes or the removed line',
    async (language) => {
      const page = await openHydrated(browser, GUIDE[language], {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const block = diffBlock(page);
      await block.getByRole('button', { name: language === 'en' ? 'Copy code' : 'Copier le code' }).click();
      await block.getByRole('button', { name: language === 'en' ? 'Copied' : 'Copié' }).waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(PINNED_IMAGE);
      await page.context().close();
    },
  );

  it('leaves the notes and signs out of a selection the reader copies by hand', async () => {
    const page = await openHydrated(browser, GUIDE.en, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await diffBlock(page)
      .locator('pre')
      .evaluate((pre) => {
        const range = document.createRange();
        range.selectNodeContents(pre);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
      });
    await page.keyboard.press('Control+C');
    // As shown: the removed line is still on screen, so a hand selection keeps it.
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      'services:\n  foyer:\n    image: registry.foyer.example/foyer/foyer:4\n    image: registry.foyer.example/foyer/foyer:4.58.0\n    container_name: foyer',
    );
    await page.context().close();
  });

  it.each([
    ['light', 'en'],
    ['dark', 'fr'],
  ] as [ColourMode, 'en' | 'fr'][])(
    'has no axe violations with the marked lines in view (%s, %s)',
    async (mode, language) => {
      const page = await openHydrated(browser, GUIDE[language]);
      await page.evaluate((stored) => localStorage.setItem('foyer-color-mode', stored), mode);
      await page.reload();
      await waitForHydration(page);
      // The highlighted line is in the second tab: show it.
      await page
        .getByRole('tab', {
          name: language === 'en' ? 'Foyer with MQTT and Zigbee2MQTT' : 'Foyer avec MQTT et Zigbee2MQTT',
        })
        .click();
      await page.locator('pre [data-line-mark="highlighted"]').first().waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(mode);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
