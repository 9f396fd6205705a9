import type { ColorMode } from './colorModeConstants';
import type { ThemeTokens } from './themes';
import { AA_TEXT } from './contrastPairs';
import { composite, contrastRatio, mix, parseColor, toHex, withAlpha, type Rgb } from './private/rgb';

type Colors = ThemeTokens['color'];

/** How opaque the derived `highlight` tint is at most: the same as the package's own themes. */
const highlightAlpha: Record<ColorMode, number> = { dark: 0.28, light: 0.16 };
/** Fainter than this, the current item would hardly stand out. */
const MIN_HIGHLIGHT_ALPHA = 0.06;

/**
 * The brand's colours for one mode, with the slots that follow from them filled in
 * where the brand leaves them out, so that no part of a component keeps Foyer's
 * colours: from `primary`, its hover (towards the heading colour), the text on it
 * (the mode's background or heading colour, whichever contrasts more), `link` and
 * the `highlight` tint; from `link`, its hover. Colours given always win.
 */
export function deriveBrandColors(given: Partial<Colors>, base: Colors, mode: ColorMode): Partial<Colors> {
  const derived: Partial<Colors> = { ...given };
  const heading = parseColor(given.heading ?? base.heading);
  const primary = given.primary === undefined ? undefined : parseColor(given.primary);
  if (primary && heading) {
    derived.primaryHover ??= toHex(mix(primary, heading, 0.2));
    derived.onPrimary ??= mostContrasting(primary, [given.background ?? base.background, base.heading]);
    derived.link ??= given.primary;
  }
  const link = derived.link === undefined ? undefined : parseColor(derived.link);
  const background = parseColor(given.background ?? base.background);
  if (primary && link && background && given.highlight === undefined) {
    derived.highlight = highlightFor(primary, link, background, mode);
  }
  if (link && heading && given.link !== undefined) derived.linkHover ??= toHex(mix(link, heading, 0.3));
  if (link && heading && given.link === undefined && given.primary !== undefined) {
    derived.linkHover ??= derived.primaryHover;
  }
  return derived;
}

/**
 * A tint of `primary` behind the current item, as strong as the package's own
 * themes use, or fainter until `link` on it keeps WCAG AA text contrast.
 */
function highlightFor(primary: Rgb, link: Rgb, background: Rgb, mode: ColorMode): string {
  const readable = (alpha: number) =>
    contrastRatio(link, composite({ ...primary, a: alpha }, background)) >= AA_TEXT + 0.05;
  let alpha = highlightAlpha[mode];
  while (alpha > MIN_HIGHLIGHT_ALPHA && !readable(alpha)) alpha = Math.round((alpha - 0.02) * 100) / 100;
  return withAlpha(primary, alpha);
}

function mostContrasting(background: Rgb, candidates: string[]): string {
  const ratio = (candidate: string) => {
    const color = parseColor(candidate);
    return color ? contrastRatio(color, background) : 0;
  };
  return candidates.reduce((best, candidate) => (ratio(candidate) > ratio(best) ? candidate : best));
}
