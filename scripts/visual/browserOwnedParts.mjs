/**
 * A stylesheet applied while a visual shot is taken, so that a shot holds what the project draws and
 * not what one Chromium build draws on its own.
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
