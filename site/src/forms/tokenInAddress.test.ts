/**
 * @jest-environment jsdom
 */
import { TOKEN_MISSING_ATTRIBUTE, tokenMissingScript, tokenOfSearch } from './tokenInAddress';

/** Runs the head script on a page at `search`, and says whether it marked the token missing. */
function headScriptMarksMissing(search: string): boolean {
  window.history.replaceState(null, '', `/newsletter/confirm/${search}`);
  document.documentElement.removeAttribute(TOKEN_MISSING_ATTRIBUTE);
  new Function(tokenMissingScript)();
  return document.documentElement.hasAttribute(TOKEN_MISSING_ATTRIBUTE);
}

describe('a newsletter page’s token in its address', () => {
  it.each([
    ['?token=abc123', 'abc123'],
    ['?utm_source=mail&token=%20x-42%20', 'x-42'],
    ['', ''],
    ['?token=', ''],
    ['?token=%20%20', ''],
    ['?tokens=abc', ''],
  ])('the head script and the page’s code agree on %p', (search, token) => {
    expect(tokenOfSearch(search)).toBe(token);
    expect(headScriptMarksMissing(search)).toBe(token === '');
  });
});
