// Not contract.css: the opt-in global.css uses this ring too, and must not bring the
// theme's values (they live in styles.css, which every component's own import brings).
import { vars } from '../../theme/private/themeContract.css';

/**
 * Where the ring sits against the element's edge:
 * - `outside` (the default) leaves a gap between the element and the ring;
 * - `close` hugs the edge, for items packed so tightly that a gap would reach the next one;
 * - `inside` draws it within the element, for elements in a container that clips
 *   what is drawn outside (scrolling lists, animated panels, rounded frames).
 */
export type FocusRingPlacement = 'outside' | 'close' | 'inside';

const offsets: Record<FocusRingPlacement, string> = {
  outside: '2px',
  close: '1px',
  inside: '-3px',
};

/**
 * The keyboard focus ring, as a style fragment for a `:focus-visible` or
 * `[data-focus-visible]` selector. Components draw it themselves rather than rely on
 * the opt-in global stylesheet, so a host page without it still shows where focus is;
 * one definition keeps every ring the same width and colour in both themes.
 */
export function focusRing(placement: FocusRingPlacement = 'outside') {
  return {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: offsets[placement],
  } as const;
}
