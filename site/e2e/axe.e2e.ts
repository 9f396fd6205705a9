import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { LOCALIZED_ROUTES } from './support/routes';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, WCAG_22_AA);
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['dark', 'light'])('axe (WCAG 2.2 AA) in %s mode', (mode) => {
  const pages = [...LOCALIZED_ROUTES, ['en', '/no-such-page/'], ['fr', '/fr/pas-de-page/']];

  it.each(pages)('%s %s has no violations', async (_language, route) => {
    const context = await newContext(browser);
    await context.addInitScript((stored) => localStorage.setItem('foyer-color-mode', stored), mode);
    const page = await context.newPage();
    await page.goto(route!, { waitUntil: 'load' });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
