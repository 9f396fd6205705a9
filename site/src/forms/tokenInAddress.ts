/**
 * Whether the address of a newsletter mail's page carries its `?token=`, known before
 * the first paint. The server cannot know it, and the page's code arrives after load:
 * without this, the button would be painted and then replaced by "no code" (the page
 * below it moving). The head script marks `<html>` when the token is missing; the
 * page's CSS shows the right part from the first frame, and the code agrees once it runs.
 */
export const TOKEN_MISSING_ATTRIBUTE = 'data-newsletter-token-missing';

/** The token of an address's query, '' when it has none (spaces alone count as none). */
export function tokenOfSearch(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/** The head script: the same test as tokenOfSearch, in ES5 syntax, as it runs before any bundle. */
export const tokenMissingScript = `if(!(new URLSearchParams(location.search).get('token')||'').trim())document.documentElement.setAttribute('${TOKEN_MISSING_ATTRIBUTE}','')`;
