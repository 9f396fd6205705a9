import type { SearchRecord } from '../types';
import { fieldText, SEARCH_FIELDS } from './fields';
import {
  indexFiles,
  MANIFEST_FORMAT,
  SCORE_SCALE,
  type IndexManifest,
  type PrefixFile,
  type ShardFile,
} from './format';
import { encodePostings, type Postings } from './postings';
import { encodeRecord, type RecordRow } from './recordRows';
import { scoreQueryTerm, type IndexStats, type TermPostings } from './scoreTerm';
import { shardKey } from './termMatch';
import { fieldLength, terms } from './terms';

/**
 * Records per chunk of stored fields. A page of hits needs up to 20 chunks: smaller
 * chunks waste less on records nobody sees, larger ones compress better (measured
 * with scripts/search-first-query-bytes.mjs).
 */
export const RECORDS_PER_CHUNK = 2;

export interface BuiltIndex {
  /** The manifest, but for the folder its files will be published in. */
  manifest: Omit<IndexManifest, 'files'>;
  /** Every other file, by its name relative to that folder. */
  files: Map<string, ShardFile | PrefixFile | RecordRow[]>;
}

type InvertedIndex = Map<string, Map<number, Postings>>;

function invert(records: readonly SearchRecord[]) {
  const index: InvertedIndex = new Map();
  const lengths = SEARCH_FIELDS.map(() => [] as number[]);
  const averageLengths = SEARCH_FIELDS.map(() => 0);
  records.forEach((record, number) => {
    SEARCH_FIELDS.forEach((field, fieldNumber) => {
      const text = fieldText(record, field);
      const length = fieldLength(text);
      lengths[fieldNumber]?.push(length);
      // A running mean, as MiniSearch computes it, so that scores agree to the last digit.
      averageLengths[fieldNumber] = ((averageLengths[fieldNumber] ?? 0) * number + length) / (number + 1);
      const counts = new Map<string, number>();
      for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, count] of counts) {
        const fields = index.get(term) ?? new Map<number, Postings>();
        index.set(term, fields);
        const postings = fields.get(fieldNumber) ?? { records: [], frequencies: [] };
        fields.set(fieldNumber, postings);
        postings.records.push(number);
        postings.frequencies.push(count);
      }
    });
  });
  const stats: IndexStats = { recordCount: records.length, averageLengths, lengths };
  return { index, stats };
}

/** Terms grouped by a key of theirs, each group sorted. */
function groupTerms(index: InvertedIndex, keyOf: (term: string) => string) {
  const groups = new Map<string, [string, TermPostings][]>();
  for (const entry of [...index].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const key = keyOf(entry[0]);
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    group.push(entry);
  }
  return groups;
}

function shardFile(terms: [string, TermPostings][]): ShardFile {
  return terms.map(([term, fields]) => [
    term,
    ...[...fields].map(([field, postings]) => [field, ...encodePostings(postings)]),
  ]);
}

/** A one-letter word's scores are worked out here: otherwise it would need every shard of its letter. */
function prefixFile(letter: string, terms: [string, TermPostings][], stats: IndexStats): PrefixFile {
  const scores = [...scoreQueryTerm(letter, terms, stats)].sort(([a], [b]) => a - b);
  let previous = 0;
  return scores.flatMap(([record, score]) => {
    const gap = record - previous;
    previous = record;
    return [gap, Math.round(score * SCORE_SCALE)];
  });
}

function tagRuns(records: readonly SearchRecord[], tags: string[]): number[] {
  const runs: number[] = [];
  for (const record of records) {
    const tag = tags.indexOf(record.docusaurus_tag);
    if (runs.length > 0 && runs[runs.length - 2] === tag) runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
    else runs.push(tag, 1);
  }
  return runs;
}

/** The chunked index of one language's records: a manifest, shards, prefix scores, record chunks. */
export function buildChunkedIndex(
  records: readonly SearchRecord[],
  recordsPerChunk = RECORDS_PER_CHUNK,
): BuiltIndex {
  const { index, stats } = invert(records);
  const files: BuiltIndex['files'] = new Map();
  const shards = [...groupTerms(index, shardKey)].filter(([key]) => key.length === 2);
  for (const [key, terms] of shards) files.set(indexFiles.shard(key), shardFile(terms));
  const letters = [...groupTerms(index, (term) => term.slice(0, 1))];
  for (const [letter, terms] of letters)
    files.set(indexFiles.prefix(letter), prefixFile(letter, terms, stats));
  for (let start = 0; start < records.length; start += recordsPerChunk) {
    files.set(
      indexFiles.chunk(start / recordsPerChunk),
      records.slice(start, start + recordsPerChunk).map(encodeRecord),
    );
  }
  const tags = [...new Set(records.map((record) => record.docusaurus_tag))];
  const languages = [...new Set(records.map((record) => record.language))];
  if (languages.length > 1) throw new Error(`One index holds one language, not ${languages.join(', ')}`);
  return {
    manifest: {
      format: MANIFEST_FORMAT,
      language: languages[0] ?? '',
      recordCount: stats.recordCount,
      recordsPerChunk,
      averageLengths: [...stats.averageLengths],
      lengths: stats.lengths.map((lengths) => [...lengths]),
      tags,
      tagRuns: tagRuns(records, tags),
      shards: shards.map(([key]) => key),
      prefixes: letters.map(([letter]) => letter),
    },
    files,
  };
}
