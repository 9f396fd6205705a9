/** At most this many single words are tried besides the whole query. */
const SINGLE_WORDS = 3;

/**
 * The queries to try for a missing address, best first. Every word of a query must
 * match, so the whole query finds the page whose name was mistyped, and each longer
 * word alone finds a page when another word of the address is stale ("old", "v3").
 */
export function searchVariants(query: string): string[] {
  const words = query.split(' ').filter(Boolean);
  if (words.length <= 1) return words;
  const singles = [...words]
    .filter((word) => word.length >= 4)
    .sort((a, b) => b.length - a.length)
    .slice(0, SINGLE_WORDS);
  return [query, ...singles];
}
