/**
 * What a visual shot leaves out, so that it holds what the project draws and not what one Chromium
 * build draws on its own.
 *
 * - `::-webkit-resizer`: the grip in the corner of a resizable `<textarea>` is painted by the browser;
 *   Chromium 150 and 156 (both served by Debian) place its lines one or two pixels apart, which was
 *   every one of the 22 differences between them. Styling the pseudo-element at all replaces the
 *   native grip with a CSS box, and under `--hide-scrollbars` that box has no size, so no build
 *   paints anything there. Whether a textarea can be resized is a style of ours, not a pixel.
 * - The caret blinks on a timer of the browser's: transparent, on top of Playwright's `caret: 'hide'`.
 * - Scrollbars are left out by the `--hide-scrollbars` launch flag (scripts/lib/chromium.json).
 */
export const BROWSER_OWNED_PARTS_CSS = [
  '::-webkit-resizer{display:none!important}',
  '*,*::before,*::after{caret-color:transparent!important}',
].join('\n');

/**
 * Applies BROWSER_OWNED_PARTS_CSS to the page's main frame as a DevTools style sheet. The site's
 * pages send a Content-Security-Policy that refuses any `<style>` it does not list by hash (a
 * `<style>` element added by the test, Playwright's `screenshot({ style })` too, would be refused
 * and reported as a violation); a style sheet made through the DevTools protocol is the inspector's,
 * not the page's, and the policy does not govern it. The sheet lives as long as its document: call
 * this after each navigation (a second call on the same document does nothing). One DevTools session
 * per page is kept for it, as each session with the DOM domain on is told of every change to the page.
 *
 * @param {import('playwright-core').Page} page
 */
export async function leaveOutBrowserOwnedParts(page) {
  let state = sessions.get(page);
  if (!state) {
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    state = { session, styledDocument: undefined };
    sessions.set(page, state);
  }
  const { frameTree } = await state.session.send('Page.getFrameTree');
  const { id: frameId, loaderId } = frameTree.frame;
  if (state.styledDocument === loaderId) return;
  const { styleSheetId } = await state.session.send('CSS.createStyleSheet', { frameId });
  await state.session.send('CSS.setStyleSheetText', { styleSheetId, text: BROWSER_OWNED_PARTS_CSS });
  state.styledDocument = loaderId;
}

/** @type {WeakMap<import('playwright-core').Page, { session: import('playwright-core').CDPSession, styledDocument: string | undefined }>} */
const sessions = new WeakMap();
