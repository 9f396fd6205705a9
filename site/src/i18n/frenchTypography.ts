/**
 * French typographic spacing, applied at build time to French prose so that
 * punctuation never wraps onto a line of its own: a narrow no-break space before
 * « ; ? ! », a no-break space before « : », inside guillemets and between a number
 * and its unit, and a narrow no-break space between groups of digits (as Intl's
 * fr-FR number format writes them).
 *
 * Only whitespace that is already there is replaced (except inside guillemets), so
 * addresses such as https://foyer.local:8080, times such as 12:30 and query strings
 * keep their exact characters. Applying it twice gives the same text.
 */
export const NO_BREAK_SPACE = '\u00a0';
export const NARROW_NO_BREAK_SPACE = '\u202f';

/** Spaces a writer may have typed, breaking or not: space, tab, line break, thin and no-break spaces. */
const SPACE = '[ \\t\\r\\n\\u00a0\\u2009\\u202f]';

const BEFORE_HIGH_PUNCTUATION = new RegExp(`${SPACE}+(?=[;?!])`, 'g');
const BEFORE_COLON = new RegExp(`${SPACE}+(?=:)`, 'g');
const AFTER_OPENING_GUILLEMET = new RegExp(`«${SPACE}*`, 'g');
const BEFORE_CLOSING_GUILLEMET = new RegExp(`${SPACE}*»`, 'g');
/** 3 000, 12 500 000: a group of one to three digits, then groups of exactly three. */
const GROUPED_NUMBER = new RegExp(`(?<![\\p{L}\\p{N},.])\\d{1,3}(?:${SPACE}\\d{3})+(?![\\p{N}])`, 'gu');
const UNITS = [
  '€',
  '%',
  '‰',
  '°C',
  '°F',
  '°',
  '[kMGT]o',
  '[kMG]bit/s',
  '[kMGT]?Hz',
  '[km]?W',
  '[kM]?Wh',
  'mAh',
  'mA',
  'V',
  'dBm',
  'dB',
  'lx',
  'lm',
  'ppm',
  '[mck]?m',
  'm²',
  'm³',
  'kg',
  'g',
  'ms',
  's',
  'min',
  'h',
  'px',
];
/** A unit must end there: "2 m" but not "2 minutes", "2 s’allument" or "27 W-Fi". */
const UNIT = `(${UNITS.join('|')})(?![\\p{L}\\p{N}’'\\-_])`;
const NUMBER_AND_UNIT = new RegExp(`(\\d)${SPACE}+${UNIT}`, 'gu');
/** In a UI string, the number may be a placeholder: "{{count}} min de lecture". */
const LEADING_UNIT = new RegExp(`^${SPACE}+${UNIT}`, 'u');
const SPACE_IN_NUMBER = new RegExp(SPACE, 'g');

/** Typesets one run of French prose (no markup, no code). */
export function frenchTypography(text: string): string {
  return text
    .replace(BEFORE_HIGH_PUNCTUATION, NARROW_NO_BREAK_SPACE)
    .replace(BEFORE_COLON, NO_BREAK_SPACE)
    .replace(AFTER_OPENING_GUILLEMET, `«${NO_BREAK_SPACE}`)
    .replace(BEFORE_CLOSING_GUILLEMET, `${NO_BREAK_SPACE}»`)
    .replace(GROUPED_NUMBER, (number) => number.replace(SPACE_IN_NUMBER, NARROW_NO_BREAK_SPACE))
    .replace(NUMBER_AND_UNIT, `$1${NO_BREAK_SPACE}$2`);
}

/**
 * The parts of a UI string that are not prose: `<code>`/`<kbd>` elements (kept
 * whole), other tags of the Trans component and `{{placeholders}}`.
 */
const MESSAGE_MARKUP =
  /(<code>[\s\S]*?<\/code>|<kbd>[\s\S]*?<\/kbd>|<\/?[a-zA-Z][\w-]*\s*\/?>|\{\{[^}]*\}\})/;
const PLACEHOLDER = /^\{\{[^}]*\}\}$/;

/** Typesets a UI string, leaving its markup, code and placeholders as they are. */
export function frenchTypographyOfMessage(message: string): string {
  return (
    message
      .split(MESSAGE_MARKUP)
      // split() with one capture group alternates prose (even indexes) and markup (odd ones).
      .map((part, index, parts) => {
        if (index % 2 === 1) return part;
        const afterPlaceholder = PLACEHOLDER.test(parts[index - 1] ?? '');
        const prose = afterPlaceholder ? part.replace(LEADING_UNIT, `${NO_BREAK_SPACE}$1`) : part;
        return frenchTypography(prose);
      })
      .join('')
  );
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every string of a locale file, typeset; keys and non-string values are unchanged. */
export function frenchTypographyOfStrings<T extends Json>(strings: T): T {
  if (typeof strings === 'string') return frenchTypographyOfMessage(strings) as T;
  if (Array.isArray(strings)) return strings.map((value) => frenchTypographyOfStrings(value)) as T;
  if (strings && typeof strings === 'object') {
    return Object.fromEntries(
      Object.entries(strings).map(([key, value]) => [key, frenchTypographyOfStrings(value)]),
    ) as T;
  }
  return strings;
}
