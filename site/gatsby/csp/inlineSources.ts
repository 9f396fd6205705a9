import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** What a page runs or applies from its own markup, which a Content-Security-Policy must allow by hash. */
export interface InlineSources {
  /** The text of each inline script the browser executes (data blocks such as JSON-LD are not). */
  scripts: string[];
  /** The text of each `<style>` element. */
  styles: string[];
}

// https://html.spec.whatwg.org/#javascript-mime-type, plus "module" and the empty type.
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
]);

function isExecutable(attributes: Record<string, string>): boolean {
  if ('src' in attributes) return false;
  return EXECUTABLE_SCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase());
}

/**
 * The inline scripts and style elements of a page, read with htmlparser2 so
 * each text is the exact one the browser hashes (a script's text is never entity-decoded).
 * What sits inside `<noscript>` counts too: a browser with scripting off applies its styles.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const sources: InlineSources = { scripts: [], styles: [] };
  let collecting: { into: string[]; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && isExecutable(attributes)) collecting = { into: sources.scripts, text: '' };
        if (name === 'style') collecting = { into: sources.styles, text: '' };
      },
      ontext(text) {
        if (collecting) collecting.text += text;
      },
      onclosetag(name) {
        if ((name === 'script' || name === 'style') && collecting) {
          collecting.into.push(collecting.text);
          collecting = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return sources;
}

/** A CSP hash source (`'sha256-…'`) for a script's or a style element's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function uniqueHashes(texts: string[]): string[] {
  return [...new Set(texts.map(hashSource))].sort();
}
