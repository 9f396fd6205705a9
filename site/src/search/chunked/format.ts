/*
 * The files of the chunked search index of one language. The manifest is small and
 * read first; a query then downloads the shard of each of its words (the words that
 * start with the same two letters), or for a one-letter word the precomputed scores
 * of that letter, and finally the chunks holding the records it shows.
 */

/** Tells a manifest from anything else at its address (an older index, an error page). */
export const MANIFEST_FORMAT = 'foyer-search-chunks/2';

/** What the client needs before it can rank anything: sizes, lengths, tags, shard names. */
export interface IndexManifest {
  format: typeof MANIFEST_FORMAT;
  /** Address of the folder holding the shards and chunks, with a trailing slash. */
  files: string;
  /** The language of every record. */
  language: string;
  recordCount: number;
  recordsPerChunk: number;
  /** Per field (`SEARCH_FIELDS` order), the average of `lengths`. */
  averageLengths: number[];
  /** Per field, each record's length in distinct words (`fieldLength`). */
  lengths: number[][];
  /** The version tags, and which record has which: tag index then count, repeated. */
  tags: string[];
  tagRuns: number[];
  /** Keys of the shards that exist; a word whose key is not here matches nothing. */
  shards: string[];
  /** The letters with prefix scores: the first letters of all terms. */
  prefixes: string[];
}

/**
 * A shard: each term with its postings per field, `[field, …postings]`, the postings
 * as `encodePostings` writes them. Pairs, not an object, so that a word like
 * "constructor" is never read from a prototype.
 */
export type ShardFile = [term: string, ...fields: number[][]][];

/** The scores of a one-letter query word: record number gaps and scores × SCORE_SCALE, alternating. */
export type PrefixFile = number[];

/** Prefix scores are stored as integers: four decimals are finer than any difference that orders hits. */
export const SCORE_SCALE = 10_000;

/** A key as a file name: letters and digits as they are, anything else as code points. */
function fileName(key: string): string {
  return /^[a-z0-9]+$/.test(key)
    ? key
    : `u${Array.from(key, (char) => char.codePointAt(0)?.toString(16)).join('-')}`;
}

/** Names of the files, relative to the manifest's `files` folder. */
export const indexFiles = {
  shard: (key: string) => `terms/${fileName(key)}.json`,
  prefix: (letter: string) => `prefix/${fileName(letter)}.json`,
  chunk: (chunk: number) => `records/${chunk}.json`,
};
