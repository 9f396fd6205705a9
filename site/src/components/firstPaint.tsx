/**
 * What the browser's first paint waits for (`<link rel="expect" blocking="render">`,
 * ignored by browsers without it). A device too slow to parse a page in one go would
 * otherwise paint it half-built and move it as the rest arrives (layout shift).
 * Chromium lets a frame through once the expected element is in the document, not
 * once its content is.
 *
 * Every page waits for its header: the page's `<main>` comes right after it, so the
 * navbar is never drawn with half its items. Waiting for the whole of a long page
 * would cost its first paint 0.1 to 0.25 s on a slow phone (laying out all of it at
 * once), for nothing the reader sees in the first screen.
 */
export const HEADER_PARSED = '#main-content';

/**
 * A page that fits in one screen (a form's outcome, a newsletter mail's page, not
 * found) shows its footer in that screen: it waits for the footer too, up to Gatsby's
 * live region just after it. Rendered in the page's Head.
 */
export function WaitForFooter() {
  return <link rel="expect" href="#gatsby-announcer" blocking="render" />;
}
