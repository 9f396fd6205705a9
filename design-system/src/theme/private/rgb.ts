/** A colour as sRGB channels 0–255 and an alpha 0–1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  a: number;
}

const named: Record<string, string> = { white: '#ffffff', black: '#000000' };

/**
 * Reads the colour notations a brand gives in practice: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()` with commas or spaces, `white` and `black`. Returns
 * undefined for anything else (`var()`, `hsl()`, `oklch()`…), which cannot be checked.
 */
export function parseColor(value: string): Rgb | undefined {
  const text = (named[value.trim().toLowerCase()] ?? value).trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(
    text,
  );
  if (!functional) return undefined;
  const [, r = '0', g = '0', b = '0', alpha, percent] = functional;
  const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1);
  return { r: Number(r), g: Number(g), b: Number(b), a };
}

/** `top` painted over an opaque `bottom`: the colour the eye sees. */
export function composite(top: Rgb, bottom: Rgb): Rgb {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** `from` moved towards `to` by `amount` (0–1), channel by channel. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const step = (a: number, b: number) => a + (b - a) * amount;
  return { r: step(from.r, to.r), g: step(from.g, to.g), b: step(from.b, to.b), a: 1 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

export function withAlpha({ r, g, b }: Rgb, alpha: number): string {
  return `rgba(${[r, g, b].map(Math.round).join(', ')}, ${alpha})`;
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
