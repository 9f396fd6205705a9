import type { SearchRecord } from '../types';
import { indexFiles, SCORE_SCALE, type IndexManifest, type PrefixFile, type ShardFile } from './format';
import { decodePostings, type Postings } from './postings';
import { rankRecords, type RankedRecord } from './rank';
import { decodeRecord, type RecordRow } from './recordRows';
import { scoreQueryTerm, type TermPostings } from './scoreTerm';
import { shardKey } from './termMatch';

/** Loads one file of the index by its name relative to the manifest's folder. */
export type IndexFileLoader = (name: string) => Promise<unknown>;

/** One language's index, read from its manifest and from the files queries need. */
export interface LanguageIndex {
  /** The records matching every word (already folded), best first. */
  rank(queryTerms: readonly string[]): Promise<RankedRecord[]>;
  tagOf(record: number): string | undefined;
  /** The records of these numbers, from the chunks that hold them. */
  records(numbers: readonly number[]): Promise<Map<number, SearchRecord>>;
}

/** A file's decoded content, downloaded once; a failed download is tried again next time. */
function cache<T>(load: IndexFileLoader, decode: (file: unknown) => T): (name: string) => Promise<T> {
  const files = new Map<string, Promise<T>>();
  return (name) => {
    let file = files.get(name);
    if (!file) {
      const loading = load(name).then(decode);
      loading.catch(() => {
        if (files.get(name) === loading) files.delete(name);
      });
      files.set(name, loading);
      file = loading;
    }
    return file;
  };
}

function asArray(file: unknown): unknown[] {
  if (!Array.isArray(file)) throw new Error('A search index file is not what the manifest announced');
  return file;
}

function decodeShard(file: unknown): [string, TermPostings][] {
  return (asArray(file) as ShardFile).map(([term, ...fields]) => [
    term,
    new Map(fields.map(([field = 0, ...postings]): [number, Postings] => [field, decodePostings(postings)])),
  ]);
}

function decodePrefixScores(file: unknown): Map<number, number> {
  const values = asArray(file) as PrefixFile;
  const scores = new Map<number, number>();
  let record = 0;
  for (let position = 0; position + 1 < values.length; position += 2) {
    record += values[position] ?? 0;
    scores.set(record, (values[position + 1] ?? 0) / SCORE_SCALE);
  }
  return scores;
}

function expandTags({ tags, tagRuns, recordCount }: IndexManifest): (string | undefined)[] {
  const byRecord: (string | undefined)[] = [];
  for (let position = 0; position + 1 < tagRuns.length; position += 2) {
    const tag = tags[tagRuns[position] ?? -1];
    for (let count = 0; count < (tagRuns[position + 1] ?? 0); count += 1) byRecord.push(tag);
  }
  return byRecord.slice(0, recordCount);
}

export function createLanguageIndex(manifest: IndexManifest, loadFile: IndexFileLoader): LanguageIndex {
  const shards = new Set(manifest.shards);
  const prefixes = new Set(manifest.prefixes);
  const shard = cache(loadFile, decodeShard);
  const prefixScores = cache(loadFile, decodePrefixScores);
  const chunk = cache(loadFile, (file) => asArray(file) as RecordRow[]);
  const tags = expandTags(manifest);

  const scoresOf = async (queryTerm: string): Promise<ReadonlyMap<number, number>> => {
    if (queryTerm.length === 1) {
      return prefixes.has(queryTerm) ? prefixScores(indexFiles.prefix(queryTerm)) : new Map();
    }
    const key = shardKey(queryTerm);
    if (!shards.has(key)) return new Map();
    return scoreQueryTerm(queryTerm, await shard(indexFiles.shard(key)), manifest);
  };

  return {
    async rank(queryTerms) {
      const distinct = [...new Set(queryTerms)];
      const scores = new Map(
        await Promise.all(distinct.map(async (term) => [term, await scoresOf(term)] as const)),
      );
      return rankRecords(
        queryTerms.map((term) => scores.get(term) ?? new Map<number, number>()),
        distinct.length,
      );
    },
    tagOf: (record) => tags[record],
    async records(numbers) {
      const chunkOf = (record: number) => Math.floor(record / manifest.recordsPerChunk);
      const chunks = new Map(
        await Promise.all(
          [...new Set(numbers.map(chunkOf))].map(
            async (number) => [number, await chunk(indexFiles.chunk(number))] as const,
          ),
        ),
      );
      return new Map(
        numbers.flatMap((record) => {
          const found = chunks.get(chunkOf(record))?.[record % manifest.recordsPerChunk];
          return found ? [[record, decodeRecord(found, manifest.language, tags[record] ?? '')] as const] : [];
        }),
      );
    },
  };
}
