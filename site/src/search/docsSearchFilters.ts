import { CURRENT_DOCS_VERSION, preferredDocsVersion } from '../docs/versions';
import { docsFacetFilters, versionTag } from './searchIndex';

/**
 * The filters of a docs search from this page: its language and the visitor's
 * preferred docs version. Called as the search renders, so a version chosen meanwhile
 * applies to the next query (the search compares filters by value: no extra request).
 * The server has no storage and never searches: it uses the current version.
 */
export function docsSearchFilters(language: string): string[][] {
  const version = typeof window === 'undefined' ? CURRENT_DOCS_VERSION : preferredDocsVersion();
  return docsFacetFilters(language, versionTag(version));
}
