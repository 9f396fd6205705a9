/**
 * Docs versions. There is one, `current`, labelled "Next" / "Suivant". The
 * version a visitor reads is remembered locally and becomes search's version tag.
 */
export const DOCS_VERSIONS = [{ name: 'current', labelKey: 'docs.version.current' }] as const;

export type DocsVersionName = (typeof DOCS_VERSIONS)[number]['name'];

export const CURRENT_DOCS_VERSION: DocsVersionName = 'current';

export const PREFERRED_VERSION_STORAGE_KEY = 'foyer-docs-preferred-version';

export function storePreferredDocsVersion(version: DocsVersionName): void {
  try {
    window.localStorage.setItem(PREFERRED_VERSION_STORAGE_KEY, version);
  } catch (error) {
    // Without storage the preference is simply not remembered.
    warnStorageUnavailable(error);
  }
}

/** The version tag search filters on: the stored preference, else the current version. */
export function preferredDocsVersion(): DocsVersionName {
  try {
    const stored = window.localStorage.getItem(PREFERRED_VERSION_STORAGE_KEY);
    const known = DOCS_VERSIONS.find((version) => version.name === stored);
    return known ? known.name : CURRENT_DOCS_VERSION;
  } catch (error) {
    warnStorageUnavailable(error);
    return CURRENT_DOCS_VERSION;
  }
}

let warned = false;

/** Tells developers once that storage refused (private browsing, blocked storage); visitors see nothing. */
function warnStorageUnavailable(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    'localStorage is unavailable, so the preferred docs version falls back to the current one.',
    error,
  );
}
