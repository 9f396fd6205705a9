/**
 * Where the embedded search starts, per language: the manifest of the chunked index,
 * which says where its shards and record chunks are.
 */
export function searchEntryPath(language: string): string {
  return `/search-index/${language}.json`;
}

/** Where a language's chunked index files go, under a folder named after their content. */
export function searchChunksFolder(language: string): string {
  return `/search-chunks/${language}/`;
}

/** Every record of a language in one file, for `search:push` and checks of the build; the browser never loads it. */
export function allRecordsPath(language: string): string {
  return `/search-records/${language}.json`;
}

/** The version tag records carry and queries filter on, from a docs version name. */
export function versionTag(version: string): string {
  return `docs-${version}`;
}

/** The filters of every docs query: the records of one language and one docs version. */
export function docsFacetFilters(language: string, tag: string): string[][] {
  return [[`language:${language}`], [`docusaurus_tag:${tag}`]];
}
