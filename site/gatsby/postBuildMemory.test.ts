import fs from 'node:fs';
import path from 'node:path';
import { generateBuiltSite, type GeneratedSite } from './testing/generatedOutput';
import { runInNode } from './testing/runInNode';

/**
 * The steps after `gatsby build` run over every page of the site. Each must stream over
 * the pages (or keep only what it must, such as a page's ids for the link check), so
 * that its heap stays flat as docs are added: here each runs in a Node held to a small
 * heap, over 10,000 generated pages, and fails with "heap out of memory" if it does not.
 */
const PAGES = 10_000;
const HEAP = ['--max-old-space-size=128'];

let site: GeneratedSite;
beforeAll(() => {
  site = generateBuiltSite(PAGES);
}, 120_000);
afterAll(() => {
  fs.rmSync(site.siteDir, { recursive: true, force: true });
});

function step<Value>(module: string, name: string, args: unknown[]): Value {
  const [outcome] = runInNode<Value>(path.join(__dirname, module), name, [args], HEAP);
  if (!outcome || outcome.error !== undefined) throw new Error(`${name}: ${outcome?.error ?? 'no result'}`);
  return outcome.value;
}

describe(`post-build steps over ${PAGES} pages in a ${HEAP[0]} heap`, () => {
  it('repairs NUL bytes page by page', () => {
    expect(
      step<string[]>('stripNullBytes.ts', 'stripNullBytes', [path.join(site.siteDir, 'public')]),
    ).toEqual([]);
  }, 120_000);

  it('checks every internal link and anchor, keeping ids rather than pages', () => {
    const report = step<{ problems: string[]; pages: number; links: number }>(
      'linkCheck.ts',
      'checkInternalLinks',
      [path.join(site.siteDir, 'public')],
    );
    expect(report.pages).toBe(PAGES);
    expect(report.links).toBeGreaterThan(PAGES * 400);
    expect(report.problems).toEqual([]);
  }, 180_000);

  it("writes each page's Content-Security-Policy and checks them", () => {
    const written = step<{ pages: number; problems: string[] }>('hostHeaders.ts', 'writeHostHeaders', [
      site.siteDir,
    ]);
    expect(written.pages).toBe(PAGES);
    expect(written.problems).toEqual([]);
  }, 180_000);

  it('writes every Markdown copy and streams llms-full.txt', () => {
    const copies = step<{ files: string[]; missing: string[] }>(
      '../src/markdown/writeMarkdownCopies.ts',
      'writeMarkdownCopiesOf',
      [site.docs, site.siteDir],
    );
    expect(copies.missing).toEqual([]);
    expect(copies.files).toHaveLength(PAGES + 4);
    const full = fs.readFileSync(path.join(site.siteDir, 'public/fr/llms-full.txt'), 'utf8');
    expect(full.match(/^# Page \d+$/gm)).toHaveLength(PAGES / 2);
  }, 300_000);
});
