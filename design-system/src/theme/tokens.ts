/**
 * Raw design tokens shared by both colour modes. Colours differ per mode and live
 * in the theme files; everything here is mode-independent.
 */

/** The navbar is full at this width and wider, collapsed below it. */
export const DESKTOP_MIN_WIDTH = 996;

export const breakpoints = {
  /** Screens up to this width get the compact search snippets. */
  narrowMaxWidth: 768,
  desktopMinWidth: DESKTOP_MIN_WIDTH,
} as const;

/** Media queries for style objects and `matchMedia` alike. */
export const media = {
  /** Below the navbar breakpoint: hamburger and mobile sidebar. */
  mobile: `screen and (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`,
  /** At the navbar breakpoint and wider: the full navbar. */
  desktop: `screen and (min-width: ${DESKTOP_MIN_WIDTH}px)`,
  narrow: `screen and (max-width: ${breakpoints.narrowMaxWidth}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const fontStacks = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;
