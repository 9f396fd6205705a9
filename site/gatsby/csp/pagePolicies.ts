import fs from 'node:fs';
import path from 'node:path';
import type { InlineHashes } from '../../src/config/csp';
import { builtPageFiles } from '../builtPages';
import type { InlineHashCache } from './inlineHashCache';
import { inlineSourcesOf, uniqueHashes } from './inlineSources';
import { RUNTIME_STYLE_ELEMENTS } from './runtimeStyles';

/** What one built page must be allowed to run and apply inline, and the address nginx knows it by. */
export interface PageInlineHashes {
  /** The file as nginx's `$uri` names it once it has found it: `/docs/x/index.html`, `/404.html`. */
  uri: string;
  inline: InlineHashes;
}

/** The same on every page, so hashed once. */
const RUNTIME_STYLE_HASHES = uniqueHashes([...RUNTIME_STYLE_ELEMENTS]);

/** The hashes of a page's own inline scripts and style elements. */
function ownInlineHashes(html: string): InlineHashes {
  const sources = inlineSourcesOf(html);
  return { scripts: uniqueHashes(sources.scripts), styles: uniqueHashes(sources.styles) };
}

/** The hashes a page's policy must list: its inline code, and the style elements libraries add later. */
export function inlineHashesOf(html: string, own: InlineHashes = ownInlineHashes(html)): InlineHashes {
  return {
    scripts: own.scripts,
    styles: [...new Set([...own.styles, ...RUNTIME_STYLE_HASHES])].sort(),
  };
}

export function pageUri(file: string): string {
  return `/${file.split(path.sep).join('/')}`;
}

/** The inline hashes of every page of the built site, in a stable order; unchanged pages from `cache`. */
export function pagesInlineHashes(publicDir: string, cache: InlineHashCache): PageInlineHashes[] {
  return builtPageFiles(publicDir)
    .sort()
    .map((file) => {
      const uri = pageUri(file);
      const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
      return {
        uri,
        inline: inlineHashesOf(
          html,
          cache.hashesOf(uri, html, () => ownInlineHashes(html)),
        ),
      };
    });
}
