/** How much a match of an index term counts when the query term is a prefix of it. */
const PREFIX_WEIGHT = 0.375;
/** …and when the index term is one typo away from the query term. */
const FUZZY_WEIGHT = 0.45;
/** Query terms of this length or more forgive one typo. */
export const FUZZY_MIN_LENGTH = 5;

/** The first characters of a term: the key of the shard that holds it. */
export function shardKey(term: string): string {
  return term.slice(0, 2);
}

/** Whether one insertion, deletion or substitution turns `a` into `b` (and a ≠ b). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) return a.slice(start + 1) === b.slice(start + 1);
  return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/**
 * How much an index term counts for a query term, as MiniSearch weighs it (prefix:
 * true, one typo in words of five letters or more): 1 when equal, less for a longer
 * word that starts with the query term, less again for a word one typo away;
 * undefined when it does not match.
 *
 * A typo is only forgiven after the first two letters: the index is split into shards
 * by those letters, so that a query downloads one shard per word.
 */
export function matchWeight(queryTerm: string, indexTerm: string): number | undefined {
  if (indexTerm === queryTerm) return 1;
  if (indexTerm.startsWith(queryTerm)) {
    const distance = indexTerm.length - queryTerm.length;
    return (PREFIX_WEIGHT * indexTerm.length) / (indexTerm.length + 0.3 * distance);
  }
  if (
    queryTerm.length >= FUZZY_MIN_LENGTH &&
    shardKey(indexTerm) === shardKey(queryTerm) &&
    oneEditApart(queryTerm, indexTerm)
  ) {
    return (FUZZY_WEIGHT * indexTerm.length) / (indexTerm.length + 1);
  }
  return undefined;
}
