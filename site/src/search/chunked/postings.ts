/** The records a term is in (ascending), with how often it is in each. */
export interface Postings {
  records: number[];
  frequencies: number[];
}

/**
 * Postings as few digits as possible, for small shards: gaps between record numbers,
 * each followed by the negated frequency when the term is there more than once.
 */
export function encodePostings({ records, frequencies }: Postings): number[] {
  const encoded: number[] = [];
  let previous = 0;
  records.forEach((record, position) => {
    encoded.push(record - previous);
    previous = record;
    const frequency = frequencies[position] ?? 1;
    if (frequency > 1) encoded.push(-frequency);
  });
  return encoded;
}

export function decodePostings(encoded: readonly number[]): Postings {
  const records: number[] = [];
  const frequencies: number[] = [];
  let record = 0;
  for (const value of encoded) {
    if (value < 0) {
      frequencies[frequencies.length - 1] = -value;
    } else {
      record += value;
      records.push(record);
      frequencies.push(1);
    }
  }
  return { records, frequencies };
}
