// What the built Storybook shows: the rows of each Docs page's props table, read from the
// rendered page in Debian Chromium (what a reader sees, not the data behind it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveFolder } from '../vr/staticServer.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromiumSettings = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'scripts/lib/chromium.json'), 'utf8'),
);
const PAGES_AT_ONCE = 2;
const TABLE_TIMEOUT_MS = 20_000;

/**
 * Runs in the page. The tabs of the props table (a page that documents subcomponents has
 * one per component), or none: tab lists whose selected tab shows a props table, so the
 * tabs of a story (Tabs' own) are left alone.
 */
function propsTableTabs() {
  return [...document.querySelectorAll('[role="tablist"]')]
    .filter((list) => {
      const selected = list.querySelector('[role="tab"][aria-selected="true"]');
      const panel = selected && document.getElementById(selected.getAttribute('aria-controls') ?? '');
      return Boolean(panel?.querySelector('.docblock-argstable'));
    })
    .flatMap((list) =>
      [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent?.trim() ?? ''),
    );
}

/**
 * Runs in the page. The rows of the props table shown (under the tab named, once it is
 * selected), by prop name, or null while there is none. A row's cells are name,
 * description and type, default, control; the description is the element that carries
 * the descriptions' language (`parameters.docs.lang` in .storybook/preview.tsx), the type
 * beside it does not.
 */
function rowsOfShownTable(tabName) {
  let table = document.querySelector('.docblock-argstable');
  if (tabName !== null) {
    const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
      (candidate) => candidate.textContent?.trim() === tabName,
    );
    const panel = tab && document.getElementById(tab.getAttribute('aria-controls') ?? '');
    table = panel?.querySelector('.docblock-argstable') ?? null;
  }
  const rows = {};
  for (const row of table?.querySelectorAll('tbody tr') ?? []) {
    if (row.cells.length < 3) continue; // a category heading
    const name = row.cells[0].querySelector('span')?.textContent?.trim();
    if (!name) continue;
    rows[name] = {
      description: row.cells[1].querySelector(':scope > [lang]')?.textContent?.trim() ?? '',
      defaultValue: row.cells[2].textContent?.trim() ?? '',
    };
  }
  return Object.keys(rows).length > 0 ? rows : null;
}

async function readPage(page, url, pageComponent) {
  await page.goto(url);
  await page.waitForSelector('.docblock-argstable tbody tr', { timeout: TABLE_TIMEOUT_MS });
  const tables = new Map();
  const tabs = await page.evaluate(propsTableTabs);
  if (tabs.length === 0) {
    tables.set(pageComponent, await page.evaluate(rowsOfShownTable, null));
    return tables;
  }
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab, exact: true }).first().click();
    const rows = await page.waitForFunction(rowsOfShownTable, tab, { timeout: TABLE_TIMEOUT_MS });
    tables.set(tab, await rows.jsonValue());
  }
  return tables;
}

/**
 * Opens the Docs page of each component named (a page whose title ends with its name)
 * and returns every props table found on them, by component name; pages that could
 * not be read are listed in `errors`.
 *
 * @returns {Promise<{ tables: Map<string, Record<string, { description: string, defaultValue: string }>>, errors: string[] }>}
 */
export async function readDocsTables(storybookDir, componentNames) {
  const index = JSON.parse(fs.readFileSync(path.join(storybookDir, 'index.json'), 'utf8'));
  const docsPages = Object.values(index.entries).filter(
    (entry) => entry.type === 'docs' && componentNames.has(entry.title.split('/').pop()),
  );
  const server = await serveFolder(storybookDir);
  const browser = await chromium.launch({
    executablePath: chromiumSettings.executablePath,
    args: chromiumSettings.headlessArgs,
  });
  const tables = new Map();
  const errors = [];
  try {
    const queue = [...docsPages];
    const worker = async () => {
      const page = await browser.newPage();
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const url = `${server.url}/iframe.html?id=${entry.id}&viewMode=docs`;
        try {
          for (const [name, rows] of await readPage(page, url, entry.title.split('/').pop()))
            tables.set(name, rows);
        } catch (error) {
          errors.push(`${entry.id}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  return { tables, errors };
}
