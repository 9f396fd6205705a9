/** Where the embedded search's records are published, per language. */
export function recordsPath(language: string): string {
  return `/search-index/${language}.json`;
}

/** The version tag records carry and queries filter on, from a docs version name. */
export function versionTag(version: string): string {
  return `docs-${version}`;
}

/** The filters of every docs query: the records of one language and one docs version. */
export function docsFacetFilters(language: string, tag: string): string[][] {
  return [[`language:${language}`], [`docusaurus_tag:${tag}`]];
}
