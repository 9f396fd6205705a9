import fs from 'node:fs';
import path from 'node:path';
import { builtPageFiles } from './builtPages';

const ANCHOR_HREF = /<a\s[^>]*?href="([^"]*)"/g;
const ELEMENT_ID = /\sid="([^"]*)"/g;

function decodeEntities(text: string): string {
  // Most addresses have no entity, and a built site has millions of them at scale.
  if (!text.includes('&')) return text;
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * A copy of `text` that does not hold on to the string it was cut from. A regular
 * expression's match is a slice of the page's HTML (hundreds of KB at scale), and
 * keeping one id or address per page kept every page whole: 3,600 pages filled 4 GB.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** The page a site path is served from, as nginx resolves it; undefined when nothing answers. */
function fileForPath(publicDir: string, sitePath: string): string | undefined {
  const candidates = sitePath.endsWith('/')
    ? [path.join(publicDir, sitePath, 'index.html')]
    : [path.join(publicDir, sitePath)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export interface LinkCheckReport {
  /** Every internal link that leads nowhere, as a sentence. */
  problems: string[];
  /** How many pages and internal links (paths and anchors) were checked. */
  pages: number;
  links: number;
}

/** A site address kept outside the pages, such as a search record's. */
export interface LinkOutsidePages {
  /** Where it is kept, for the report: "search record /fr/docs/x/#y (fr)". */
  source: string;
  href: string;
}

/**
 * Every internal link of the built site that leads nowhere: a missing page, or a
 * `#fragment` that no element of the target page carries. Pages are the built
 * HTML under `publicDir`; `include` selects which pages' links are checked, and
 * `outsidePages` adds addresses that the site keeps elsewhere.
 */
export function checkInternalLinks(
  publicDir: string,
  include: (sitePath: string) => boolean = () => true,
  outsidePages: readonly LinkOutsidePages[] = [],
): LinkCheckReport {
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      const html = fs.readFileSync(file, 'utf8');
      ids = new Set([...html.matchAll(ELEMENT_ID)].map((match) => ownCopy(decodeEntities(match[1] ?? ''))));
      idsByFile.set(file, ids);
    }
    return ids;
  };

  // Every page repeats the docs sidebar and the chrome, so the same absolute links
  // come back on each page: resolve each one once, not once per page.
  const targets = new Map<string, { file: string | undefined; fragment: string }>();
  const resolve = (href: string, sitePath: string, file: string) => {
    if (href.startsWith('#')) return { file, fragment: decodeURIComponent(href.slice(1)) };
    let target = targets.get(href);
    if (!target) {
      const url = new URL(href, `https://site.invalid${sitePath}`);
      target = {
        file: fileForPath(publicDir, decodeURIComponent(url.pathname)),
        fragment: ownCopy(decodeURIComponent(url.hash.slice(1))),
      };
      targets.set(ownCopy(href), target);
    }
    return target;
  };

  const problems: string[] = [];
  let pages = 0;
  let links = 0;
  const check = (href: string, sitePath: string, file: string | undefined, source: string) => {
    links += 1;
    const { file: target, fragment } = resolve(href, sitePath, file ?? '');
    if (!target) {
      problems.push(`${source} links to ${href}: no such page`);
    } else if (fragment && !idsOf(target).has(fragment)) {
      problems.push(`${source} links to ${href}: no element with id "${fragment}" on that page`);
    }
  };
  for (const page of builtPageFiles(publicDir)) {
    const file = path.join(publicDir, page);
    const sitePath = `/${page.split(path.sep).join('/')}`.replace(/index\.html$/, '');
    if (/^\/(fr\/)?404(\.html|\/)$/.test(sitePath) || !include(sitePath)) continue;
    const html = fs.readFileSync(file, 'utf8');
    pages += 1;
    for (const match of html.matchAll(ANCHOR_HREF)) {
      const href = decodeEntities(match[1] ?? '');
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) continue;
      check(href, sitePath, file, sitePath);
    }
  }
  for (const { source, href } of outsidePages) check(href, '/', undefined, source);
  return { problems, pages, links };
}
