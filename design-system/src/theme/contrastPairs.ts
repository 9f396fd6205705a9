import type { ThemeTokens } from './themes';

export type ColorSlot = keyof ThemeTokens['color'];

/** WCAG 2.2 AA minimums: 4.5:1 for text, 3:1 for the parts of controls and focus rings. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface ContrastPair {
  foreground: ColorSlot;
  /**
   * What the foreground sits on. A translucent slot (`highlight`) is painted over
   * `over` first, the way the component shows it.
   */
  background: ColorSlot;
  over?: ColorSlot;
  minimum: number;
  /** Where the components show this pair, for the error message. */
  usedBy: string;
}

/**
 * Every foreground/background pair of the theme the components draw, in one list:
 * createBrandTheme checks each in both modes, and the package's own themes pass
 * them all (createBrandTheme.test.ts).
 */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: AA_TEXT, usedBy: 'body text' },
  { foreground: 'text', background: 'surface', minimum: AA_TEXT, usedBy: 'footer, cards, hovered rows' },
  { foreground: 'text', background: 'surfaceRaised', minimum: AA_TEXT, usedBy: 'menus, dialogs' },
  { foreground: 'textMuted', background: 'background', minimum: AA_TEXT, usedBy: 'secondary text' },
  { foreground: 'textMuted', background: 'surface', minimum: AA_TEXT, usedBy: 'captions on surfaces' },
  { foreground: 'heading', background: 'background', minimum: AA_TEXT, usedBy: 'headings' },
  { foreground: 'link', background: 'background', minimum: AA_TEXT, usedBy: 'links' },
  { foreground: 'link', background: 'surface', minimum: AA_TEXT, usedBy: 'links in footer and menus' },
  { foreground: 'linkHover', background: 'background', minimum: AA_TEXT, usedBy: 'hovered links' },
  {
    foreground: 'link',
    background: 'highlight',
    over: 'background',
    minimum: AA_TEXT,
    usedBy: "the sidebar's current item",
  },
  {
    foreground: 'text',
    background: 'highlight',
    over: 'surfaceRaised',
    minimum: AA_TEXT,
    usedBy: 'search matches',
  },
  { foreground: 'onPrimary', background: 'primary', minimum: AA_TEXT, usedBy: 'primary buttons' },
  {
    foreground: 'onPrimary',
    background: 'primaryHover',
    minimum: AA_TEXT,
    usedBy: 'hovered primary buttons',
  },
  {
    foreground: 'primary',
    background: 'background',
    minimum: AA_NON_TEXT,
    usedBy: 'selected tabs, current page',
  },
  { foreground: 'focusRing', background: 'background', minimum: AA_NON_TEXT, usedBy: 'focus rings' },
  { foreground: 'text', background: 'codeBackground', minimum: AA_TEXT, usedBy: 'code blocks' },
  ...codeLinePairs(),
  { foreground: 'info', background: 'infoSurface', minimum: AA_TEXT, usedBy: 'note titles' },
  { foreground: 'success', background: 'successSurface', minimum: AA_TEXT, usedBy: 'success messages' },
  { foreground: 'warning', background: 'warningSurface', minimum: AA_TEXT, usedBy: 'warnings' },
  { foreground: 'danger', background: 'dangerSurface', minimum: AA_TEXT, usedBy: 'errors' },
];

/**
 * The marked lines of a code block (CodeBlock's codeLines.css.ts): every colour its
 * tokens, numbers and signs are drawn in, on each line background.
 */
function codeLinePairs(): ContrastPair[] {
  const tokenColours: ColorSlot[] = ['text', 'textMuted', 'primary', 'success', 'warning', 'info', 'danger'];
  const lines: [background: ColorSlot, usedBy: string][] = [
    ['surfaceRaised', 'highlighted code lines'],
    ['successSurface', 'inserted code lines'],
    ['dangerSurface', 'removed code lines'],
  ];
  return lines.flatMap(([background, usedBy]) =>
    tokenColours.map((foreground) => ({ foreground, background, minimum: AA_TEXT, usedBy })),
  );
}
