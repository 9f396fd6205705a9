import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InlineHashes } from '../../src/config/csp';

/**
 * The inline hashes of each built page, recorded with a digest of the page's HTML and, for
 * the whole record, a digest of the code that finds them: a warm build parses again only the
 * pages whose HTML changed (at 20× the docs, parsing every page was 18 s of each build).
 */
export interface InlineHashCache {
  /** The page's hashes if its HTML is the one recorded, else those `compute` gives. */
  hashesOf(uri: string, html: string, compute: () => InlineHashes): InlineHashes;
  /** Pages parsed by this build (the others came from the record). */
  readonly parsed: number;
  save(): void;
}

interface Stored {
  version: string;
  pages: Record<string, { html: string; inline: InlineHashes }>;
}

const digestOfHtml = (html: string) => crypto.createHash('sha1').update(html, 'utf8').digest('base64');

export function openInlineHashCache(file: string, version: string): InlineHashCache {
  let stored: Stored['pages'] = {};
  try {
    const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    if (read.version === version && typeof read.pages === 'object') stored = read.pages;
  } catch {
    // No record yet, or an unreadable one: every page is parsed.
  }
  const next: Stored['pages'] = {};
  let parsed = 0;
  return {
    hashesOf(uri, html, compute) {
      const digest = digestOfHtml(html);
      const known = stored[uri];
      if (known?.html === digest) {
        next[uri] = known;
        return known.inline;
      }
      parsed += 1;
      const inline = compute();
      next[uri] = { html: digest, inline };
      return inline;
    },
    get parsed() {
      return parsed;
    },
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ version, pages: next } satisfies Stored));
    },
  };
}
