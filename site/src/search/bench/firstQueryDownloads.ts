import zlib from 'node:zlib';
import { searchRequest } from '@foyer/design-system/search';
import { buildChunkedIndex, type BuiltIndex } from '../chunked/buildChunkedIndex';
import { createEmbeddedClient } from '../embeddedClient';
import type { IndexManifest } from '../chunked/format';
import { docsFacetFilters, searchEntryPath } from '../searchIndex';
import type { SearchRecord } from '../types';

export interface Download {
  /** The address the browser would ask for. */
  file: string;
  gzipBytes: number;
}

/** The text of a published file by its address, as the site serves it. */
export type ReadPublished = (address: string) => string;

/** Bytes once gzipped as the reference host serves JSON (nginx, level 6). */
export function gzipBytes(text: string): number {
  return zlib.gzipSync(text, { level: 6 }).length;
}

/**
 * The records as if there were `times` as many docs: each doc copied under another
 * address and title, the copies after all the originals (as new categories would be).
 */
export function scaleRecords(records: readonly SearchRecord[], times: number): SearchRecord[] {
  const copies = Array.from({ length: times - 1 }, (_, copy) => {
    const suffix = `-${copy + 2}`;
    const moved = (address: string) => address.replace(/\/(#|~|$)/, `${suffix}/$1`);
    return records.map((record) => ({
      ...record,
      objectID: moved(record.objectID),
      url: moved(record.url),
      hierarchy: { ...record.hierarchy, lvl1: `${record.hierarchy.lvl1 ?? ''} ${copy + 2}` },
    }));
  });
  return [...records, ...copies.flat()];
}

const BENCH_FOLDER = '/bench/';

/** An index built in memory, served as the build would publish it. */
export function servedInMemory(built: BuiltIndex, language: string): ReadPublished {
  const texts = new Map([
    [searchEntryPath(language), JSON.stringify({ ...built.manifest, files: BENCH_FOLDER })],
    ...[...built.files].map(([name, file]) => [`${BENCH_FOLDER}${name}`, JSON.stringify(file)] as const),
  ]);
  return (address) => {
    const text = texts.get(address);
    if (text === undefined) throw new Error(`${address} is not in the index`);
    return text;
  };
}

/**
 * What the embedded client downloads for a language's first search, in order: the
 * real client, reading published files. `typed` runs the query letter by letter
 * first, as the modal searches while one types.
 */
export async function firstQueryDownloads(
  read: ReadPublished,
  language: string,
  query: string,
  typed = false,
): Promise<Download[]> {
  const downloads: Download[] = [];
  const download = async (address: string): Promise<unknown> => {
    const text = read(address);
    downloads.push({ file: address, gzipBytes: gzipBytes(text) });
    return JSON.parse(text);
  };
  const client = createEmbeddedClient(
    async (entryLanguage) => (await download(searchEntryPath(entryLanguage))) as IndexManifest,
    download,
  );
  const queries = typed ? Array.from(query, (_, end) => query.slice(0, end + 1)) : [query];
  for (const typedSoFar of queries) {
    await client.search([
      searchRequest({
        indexName: 'bench',
        query: typedSoFar,
        facetFilters: docsFacetFilters(language, 'docs-current'),
      }),
    ]);
  }
  return downloads;
}

/** Gzip sizes of the index's files, by kind (the folder of their name). */
export function sizesByKind(built: BuiltIndex): Map<string, number[]> {
  const kinds = new Map<string, number[]>([['manifest', [gzipBytes(JSON.stringify(built.manifest))]]]);
  for (const [name, file] of built.files) {
    const kind = name.split('/')[0] ?? name;
    const sizes = kinds.get(kind) ?? [];
    kinds.set(kind, sizes);
    sizes.push(gzipBytes(JSON.stringify(file)));
  }
  return kinds;
}

export { buildChunkedIndex };
