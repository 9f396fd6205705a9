/** MiniSearch's BM25+ parameters. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** The numbers one record's field brings to its score for one term. */
export interface FieldOccurrence {
  /** How many times the term is in the field. */
  termFrequency: number;
  /** How many records have the term in this field. */
  matchingRecords: number;
  recordCount: number;
  fieldLength: number;
  averageFieldLength: number;
}

/** BM25+ relevance of a term in a field, as MiniSearch computes it. */
export function bm25({
  termFrequency,
  matchingRecords,
  recordCount,
  fieldLength,
  averageFieldLength,
}: FieldOccurrence): number {
  const inverseFrequency = Math.log(1 + (recordCount - matchingRecords + 0.5) / (matchingRecords + 0.5));
  return (
    inverseFrequency *
    (D + (termFrequency * (K + 1)) / (termFrequency + K * (1 - B + (B * fieldLength) / averageFieldLength)))
  );
}
