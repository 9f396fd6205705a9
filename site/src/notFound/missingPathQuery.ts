import { SEARCH_DEFAULTS } from '@foyer/design-system/search';

/**
 * Pieces of an address that say nothing about the page a visitor wanted: the
 * language prefix, the site's sections, and what old hosts put on the end.
 */
const NOISE = new Set([
  'fr',
  'en',
  'docs',
  'doc',
  'blog',
  'index',
  'html',
  'htm',
  'php',
  'www',
  'page',
  '404',
]);

/**
 * The words of a missing address, as a search query: `/fr/docs/instalation/synology`
 * → "instalation synology". Empty when the address names nothing searchable.
 */
export function missingPathQuery(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: its words are still worth a try as they are.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOISE.has(word));
  const unique = [...new Set(words)];
  let query = '';
  for (const word of unique) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > SEARCH_DEFAULTS.maxQueryLength) break;
    query = next;
  }
  return query;
}
