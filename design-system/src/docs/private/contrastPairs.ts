import type { ThemeTokens } from '../../theme';
import { contrastRatio, meetsAa, type AaResult } from './contrast';

export type ColourSlot = keyof ThemeTokens['color'];

export interface ContrastPair {
  foreground: ColourSlot;
  background: ColourSlot;
}

export interface MeasuredPair extends ContrastPair, AaResult {
  ratio: number;
}

/** Slots that components paint text, icons or focus rings with. */
export const FOREGROUND_SLOTS: readonly ColourSlot[] = [
  'text',
  'textMuted',
  'heading',
  'primary',
  'primaryHover',
  'link',
  'linkHover',
  'focusRing',
  'success',
  'danger',
  'warning',
  'info',
];

/** The page and the panels most text sits on. */
const MAIN_BACKGROUNDS: readonly ColourSlot[] = ['background', 'surface'];

/** Pairs components use on purpose beyond the two main backgrounds. */
const COMPONENT_PAIRS: readonly ContrastPair[] = [
  { foreground: 'onPrimary', background: 'primary' },
  { foreground: 'onPrimary', background: 'primaryHover' },
  { foreground: 'text', background: 'surfaceRaised' },
  { foreground: 'text', background: 'codeBackground' },
  { foreground: 'text', background: 'highlight' },
  { foreground: 'success', background: 'successSurface' },
  { foreground: 'danger', background: 'dangerSurface' },
  { foreground: 'warning', background: 'warningSurface' },
  { foreground: 'info', background: 'infoSurface' },
];

/** Every pair the Colours page measures, foreground by foreground. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...FOREGROUND_SLOTS.flatMap((foreground) =>
    MAIN_BACKGROUNDS.map((background) => ({ foreground, background })),
  ),
  ...COMPONENT_PAIRS,
];

/** Measures a pair in one theme; translucent slots sit on that theme's `background`. */
export function measurePair(colours: ThemeTokens['color'], pair: ContrastPair): MeasuredPair {
  const ratio = contrastRatio(colours[pair.foreground], colours[pair.background], colours.background);
  return { ...pair, ratio, ...meetsAa(ratio) };
}
