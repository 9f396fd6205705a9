import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/i18n/languages';

const PUBLIC_DIR = path.join(__dirname, '..', 'public');
const SLICES_DIR = path.join(PUBLIC_DIR, '_gatsby', 'slices');

function docPages(): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const inside = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(inside);
      else if (entry.name === 'index.html') pages.push(inside);
    }
  };
  walk(path.join(PUBLIC_DIR, 'docs'));
  walk(path.join(PUBLIC_DIR, 'fr', 'docs'));
  return pages;
}

describe('what every doc shares is rendered once', () => {
  it('renders the docs sidebar once per language, not once per doc', () => {
    const sidebars = fs.readdirSync(SLICES_DIR).filter((file) => file.startsWith('docs-sidebar-'));
    const docs = docPages();
    expect(docs.length).toBeGreaterThan(100);
    // A slice given per-page props is rendered once per page (docs-sidebar-en-<props hash>).
    expect(sidebars.sort()).toEqual(LANGUAGES.map((language) => `docs-sidebar-${language}-1.html`).sort());
  });

  it('stitches that one sidebar into every doc of its language, each page naming itself in its own style', () => {
    const sidebarOf = new Map(
      LANGUAGES.map((language) => [
        language,
        fs.readFileSync(path.join(SLICES_DIR, `docs-sidebar-${language}-1.html`), 'utf8'),
      ]),
    );
    for (const file of docPages()) {
      const html = fs.readFileSync(file, 'utf8');
      const language = /<html[^>]* lang="([a-z]+)"/.exec(html)?.[1] ?? '?';
      const sidebar = sidebarOf.get(language as (typeof LANGUAGES)[number]);
      expect(sidebar && sidebar.length > 1000 && html.includes(sidebar)).toBe(true);
      const sitePath = `/${path.relative(PUBLIC_DIR, path.dirname(file)).split(path.sep).join('/')}/`;
      expect(html).toContain(`<style data-doc-sidebar-current-page="">@layer foyer.components{`);
      expect(html).toContain(`[href="${sitePath}"]`);
    }
  });
});
