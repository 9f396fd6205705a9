/** The not-found pages' own addresses: `/404.html`, `/fr/404/`… */
const NOT_FOUND_PAGE = /^\/(?:[a-z]{2}\/)?404(?:\.html|\/)?$/;

/**
 * The address the visitor asked for and did not find. Gatsby replaces it in the address
 * bar with the French not-found page's own (`/fr/404.html`) as the page starts, so it is
 * read from the document's navigation entry when the bar already shows that.
 */
export function missingAddress(): URL {
  const shown = new URL(window.location.href);
  if (!NOT_FOUND_PAGE.test(shown.pathname)) return shown;
  const [navigation] = performance.getEntriesByType('navigation');
  const requested = navigation ? new URL(navigation.name) : shown;
  return NOT_FOUND_PAGE.test(requested.pathname) ? shown : requested;
}

/**
 * Puts the missing address back in the address bar, so the visitor can correct a typo
 * rather than retype the whole address. Gatsby's router keeps its own location.
 */
export function restoreMissingAddress(missing: URL): void {
  if (missing.href !== window.location.href)
    window.history.replaceState(window.history.state, '', missing.href);
}
