export interface RankedRecord {
  record: number;
  score: number;
}

/**
 * The records every word of the query matched, best first: the words' scores added
 * up, times the number of distinct words (MiniSearch's AND). Equal scores keep the
 * index order.
 */
export function rankRecords(
  scoresPerWord: readonly ReadonlyMap<number, number>[],
  distinctWords: number,
): RankedRecord[] {
  const [first, ...others] = scoresPerWord;
  if (!first) return [];
  const ranked = [...first].flatMap(([record, score]) => {
    let total = score;
    for (const scores of others) {
      const more = scores.get(record);
      if (more === undefined) return [];
      total += more;
    }
    return [{ record, score: total * distinctWords }];
  });
  return ranked.sort((a, b) => b.score - a.score || a.record - b.record);
}
