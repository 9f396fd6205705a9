import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The WCAG 2.2 A and AA violations of the page as it is now (after any interaction). */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: a <script> tag would be refused, as it should be.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only violations are read: axe then need not record every passing node.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, WCAG_22_AA);
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export type ColourMode = 'dark' | 'light';

/**
 * Declares one test per page: axe-core with the WCAG 2.2 A and AA rules, no
 * violation allowed. One browser, context and tab per mode and width, each page
 * loaded in that tab in turn (a tab per page costs a third more), so hundreds of
 * pages stay affordable.
 */
export function auditPages(title: string, routes: string[], mode: ColourMode, width = 1280): void {
  describe(title, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
      const context: BrowserContext = await newContext(browser, { viewport: { width, height: 900 } });
      await context.addInitScript((stored) => localStorage.setItem('foyer-color-mode', stored), mode);
      page = await context.newPage();
    });
    afterAll(async () => {
      await browser.close();
    });

    it.each(routes)(`%s has no violations (${mode}, ${width} px)`, async (route) => {
      await page.goto(route, { waitUntil: 'load' });
      expect(await violations(page)).toEqual([]);
    });
  });
}
