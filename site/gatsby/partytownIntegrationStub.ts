/**
 * Stands in for `@builder.io/partytown/integration` in production bundles. Gatsby's
 * internal Partytown plugin imports it on every page but only calls it under
 * `gatsby develop` (its onInitialClientRender returns at once otherwise), and the
 * site has no off-main-thread scripts: 0.6 KB gzip the visitor would download for nothing.
 */
export function partytownSnippet(): string {
  return '';
}
