/**
 * WCAG 2.x contrast maths for the Foundations pages. The themes only use hex and
 * `rgb()`/`rgba()` colours, so that is all this parses; anything else throws
 * rather than reporting a ratio for a colour it did not understand.
 */

/** An sRGB colour: channels 0–255, straight (not premultiplied) alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The thresholds of success criterion 1.4.3 (text) and 1.4.11 (UI components). */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT_AND_UI = 3;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\((.*)\)$/i;

function parseHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

function parseRgbFunction(body: string, original: string): Rgba {
  // Accepts both `rgba(1, 2, 3, 0.5)` and the modern `rgb(1 2 3 / 50%)`.
  const parts = body
    .replace('/', ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  const values = parts.map((part, index) => {
    if (!part.endsWith('%')) return Number(part);
    const fraction = Number(part.slice(0, -1)) / 100;
    return index < 3 ? fraction * 255 : fraction;
  });
  const [r, g, b, a = 1] = values;
  if (
    values.length > 4 ||
    r === undefined ||
    g === undefined ||
    b === undefined ||
    values.some(Number.isNaN)
  ) {
    throw new Error(`Unsupported colour: ${original}`);
  }
  return { r, g, b, a };
}

/** Reads a `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()` colour. */
export function parseColour(value: string): Rgba {
  const trimmed = value.trim();
  const hexDigits = HEX.exec(trimmed)?.[1];
  if (hexDigits) return parseHex(hexDigits);
  const rgbBody = RGB_FUNCTION.exec(trimmed)?.[1];
  if (rgbBody !== undefined) return parseRgbFunction(rgbBody, value);
  throw new Error(`Unsupported colour: ${value}`);
}

/** What the eye sees when `top` is painted over `bottom` (source-over compositing). */
export function compositeOver(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (upper: number, lower: number) => (upper * top.a + lower * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** Relative luminance as WCAG 2.x defines it (with the sRGB 0.04045 threshold). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1 to 21) of `foreground` on `background`. Translucent
 * colours are flattened first: the background onto `backdrop` (the page
 * behind it), then the foreground onto that result.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const page = parseColour(backdrop);
  if (page.a < 1) throw new Error(`The backdrop must be opaque: ${backdrop}`);
  const surface = compositeOver(parseColour(background), page);
  const text = compositeOver(parseColour(foreground), surface);
  const luminances = [relativeLuminance(text), relativeLuminance(surface)];
  return (Math.max(...luminances) + 0.05) / (Math.min(...luminances) + 0.05);
}

export interface AaResult {
  /** 4.5:1, for body-sized text. */
  normalText: boolean;
  /** 3:1, for large text (24 px, or 18.66 px bold) and for UI components and graphics. */
  largeTextAndUi: boolean;
}

/** WCAG does not round: 4.499:1 fails 4.5:1. */
export function meetsAa(ratio: number): AaResult {
  return { normalText: ratio >= AA_NORMAL_TEXT, largeTextAndUi: ratio >= AA_LARGE_TEXT_AND_UI };
}

/**
 * Formats a ratio as `4.47:1`, truncated rather than rounded, so a failing
 * 4.497 never reads as a passing 4.50.
 */
export function formatRatio(ratio: number): string {
  // The epsilon keeps a float such as 20.999999999999996 from showing as 20.99.
  return `${(Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2)}:1`;
}

/** `#rrggbb` of an opaque colour, for showing what a translucent slot looks like. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
