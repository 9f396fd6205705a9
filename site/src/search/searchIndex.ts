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

/** The tag of blog posts' records, which no docs version filters out. */
export const POSTS_TAG = 'blog';

/**
 * The filters of every search: the records of one language, of one docs version or
 * from the blog (an inner array is an OR, in Algolia's facet filters too).
 */
export function docsFacetFilters(language: string, tag: string): string[][] {
  return [[`language:${language}`], [`docusaurus_tag:${tag}`, `docusaurus_tag:${POSTS_TAG}`]];
}
