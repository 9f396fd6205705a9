import { bm25 } from './bm25';
import { FIELD_BOOSTS, SEARCH_FIELDS } from './fields';
import type { Postings } from './postings';
import { matchWeight } from './termMatch';

/** The index-wide numbers BM25 needs: they come with the manifest. */
export interface IndexStats {
  recordCount: number;
  averageLengths: readonly number[];
  lengths: readonly (readonly number[])[];
}

/** A term's postings per field number. */
export type TermPostings = ReadonlyMap<number, Postings>;

/**
 * Each record's score for one word of a query: the sum, over the index terms it
 * matches (itself, longer words it starts, words one typo away), of their BM25+ in
 * each field, weighted by the field's boost and by how the term matched.
 */
export function scoreQueryTerm(
  queryTerm: string,
  candidates: Iterable<readonly [string, TermPostings]>,
  stats: IndexStats,
): Map<number, number> {
  const scores = new Map<number, number>();
  for (const [term, fields] of candidates) {
    const weight = matchWeight(queryTerm, term);
    if (weight === undefined) continue;
    for (const [field, { records, frequencies }] of fields) {
      const name = SEARCH_FIELDS[field];
      if (!name) continue;
      const boost = FIELD_BOOSTS[name];
      const averageFieldLength = stats.averageLengths[field] ?? 1;
      const lengths = stats.lengths[field] ?? [];
      records.forEach((record, position) => {
        const relevance = bm25({
          termFrequency: frequencies[position] ?? 1,
          matchingRecords: records.length,
          recordCount: stats.recordCount,
          fieldLength: lengths[record] ?? 1,
          averageFieldLength,
        });
        scores.set(record, (scores.get(record) ?? 0) + weight * boost * relevance);
      });
    }
  }
  return scores;
}
