import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkInternalLinks } from './linkCheck';

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('checkInternalLinks', () => {
  it('accepts existing pages, files and anchors, and ignores external links', () => {
    const root = site({
      'index.html': '<a href="/docs/">Docs</a><a href="https://x.example/">x</a><a href="/docs/#setup">s</a>',
      'docs/index.html':
        '<h2 id="setup">Setup</h2><a class="c" href="#setup">here</a><a href="/rss.xml">feed</a>',
      'rss.xml': '<rss/>',
    });
    expect(checkInternalLinks(root)).toEqual({ problems: [], pages: 2, links: 4 });
  });

  it('names a missing page and a missing anchor, in any language', () => {
    const root = site({
      'fr/docs/index.html':
        '<a href="/fr/docs/absente/">x</a><a href="/fr/docs/#inconnue">y</a><a href="#cl%C3%A9">z</a><h2 id="clé">Clé</h2>',
    });
    expect(checkInternalLinks(root).problems).toEqual([
      '/fr/docs/ links to /fr/docs/absente/: no such page',
      '/fr/docs/ links to /fr/docs/#inconnue: no element with id "inconnue" on that page',
    ]);
  });

  it('checks pages, not the slice fragments Gatsby keeps under _gatsby/ for stitching', () => {
    const root = site({
      'index.html': '<a href="/">home</a>',
      '_gatsby/slices/docs-sidebar-en-1.html': '<a href="/gone/">stale fragment</a>',
    });
    expect(checkInternalLinks(root)).toEqual({ problems: [], pages: 1, links: 1 });
  });

  it('checks addresses kept outside the pages, such as search records', () => {
    const root = site({ 'fr/docs/x/index.html': '<h2 id="prérequis">Prérequis</h2>' });
    const report = checkInternalLinks(root, () => true, [
      { source: 'search record (fr)', href: '/fr/docs/x/#prérequis' },
      { source: 'search record (fr)', href: '/fr/docs/x/#prepare-foyer' },
      { source: 'search record (fr)', href: '/fr/docs/y/' },
    ]);
    expect(report.problems).toEqual([
      'search record (fr) links to /fr/docs/x/#prepare-foyer: no element with id "prepare-foyer" on that page',
      'search record (fr) links to /fr/docs/y/: no such page',
    ]);
    expect(report.links).toBe(3);
  });
});
