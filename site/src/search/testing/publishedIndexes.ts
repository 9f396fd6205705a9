import { buildChunkedIndex } from '../chunked/buildChunkedIndex';
import type { IndexManifest } from '../chunked/format';
import { searchChunksFolder, searchEntryPath } from '../searchIndex';
import type { SearchRecord } from '../types';

export interface PublishedIndex {
  manifest: IndexManifest;
  /** The index's files by name, relative to `folder`. */
  files: Map<string, unknown>;
  folder: string;
}

/**
 * The chunked index of each language of `records`, as the build publishes it:
 * `byLanguage` for each one's manifest and files, `served` for every file by address.
 */
export function publishedIndexes(records: SearchRecord[]) {
  const byLanguage = new Map<string, PublishedIndex>();
  const served = new Map<string, unknown>();
  for (const language of new Set(records.map((record) => record.language))) {
    const { manifest, files } = buildChunkedIndex(records.filter((record) => record.language === language));
    const folder = `${searchChunksFolder(language)}v1/`;
    const published: IndexManifest = { ...manifest, files: folder };
    byLanguage.set(language, { manifest: published, files, folder });
    served.set(searchEntryPath(language), published);
    for (const [name, file] of files) served.set(`${folder}${name}`, file);
  }
  return { byLanguage, served };
}

/** Reads a published file by its address at once, as a loader of the embedded client. */
export function readPublished(served: ReadonlyMap<string, unknown>) {
  return (address: string): Promise<unknown> => {
    const file = served.get(address);
    return file === undefined
      ? Promise.reject(new Error(`${address} is not published`))
      : Promise.resolve(file);
  };
}
