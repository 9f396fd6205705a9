import { COLOR_MODE_ATTRIBUTE, COLOR_MODES, type ColorMode } from './colorModeConstants';
import { contrastFailures, describeFailure } from './checkBrandContrast';
import { deriveBrandColors } from './deriveBrandColors';
import { darkTheme, lightTheme, type ThemeTokens } from './themes';
import { themeVariables } from './themeVariables';

export type BrandColors = Partial<ThemeTokens['color']>;

export interface BrandThemeOptions {
  /** Colours for both modes, e.g. `{ primary: '#0b6b63', onPrimary: '#ffffff' }`. */
  colors?: BrandColors;
  /** Light-mode colours; they win over `colors`. */
  light?: {
    /** Light-mode colours, e.g. a lighter `primary` that keeps its contrast on the light background. */
    colors?: BrandColors;
  };
  /** Dark-mode colours; they win over `colors`. */
  dark?: {
    /** Dark-mode colours, e.g. a lighter `primary` that keeps its contrast on the dark background. */
    colors?: BrandColors;
  };
  /** Corner radii for both modes, e.g. `{ md: '12px' }`; the others keep the theme's. */
  radius?: Partial<ThemeTokens['radius']>;
  /** Font stacks for both modes, e.g. `{ body: '"Source Sans 3", system-ui, sans-serif' }`. */
  font?: Partial<ThemeTokens['font']>;
  /**
   * Where the brand applies. `':root'` (the default) rebrands every element with
   * `data-theme` and what it contains. Any other selector (a list is fine) rebrands
   * the elements it matches and their descendants only, e.g. `'.partner-widget'`;
   * those elements follow the colour mode of the `data-theme` around them (or on them).
   */
  selector?: string;
}

type Group = 'color' | 'radius' | 'font';
type Declarations = Partial<Record<string, string>>;

const ROOT = ':root';
const themed = `[${COLOR_MODE_ATTRIBUTE}]`;
const inMode = (mode: ColorMode) => `[${COLOR_MODE_ATTRIBUTE}="${mode}"]`;
const baseThemes: Record<ColorMode, ThemeTokens> = { dark: darkTheme, light: lightTheme };

/**
 * CSS text that rebrands the components: put it in a `<style>` element, or a .css
 * file, loaded with `@foyer/design-system/styles.css` (before or after it: the
 * package's rules sit in cascade layers, these do not, so these win). It only sets
 * the package's custom properties, so it restyles nothing else of the page. Plain
 * TypeScript with no DOM: it runs on a server, at build time or in the browser alike.
 *
 * Slots the brand leaves out follow from those it gives (see deriveBrandColors):
 * `primary` alone also sets its hover, the text on it, `link` and the `highlight`
 * tint, so nothing keeps Foyer's orange. Then every text/background pair the
 * components draw (contrastPairs) is checked in both modes: below WCAG AA, it
 * throws an Error naming each pair, its mode and its ratio. Colours are read as
 * `#hex`, `rgb()` or `rgba()`.
 *
 * The values are written into the CSS exactly as given, neither escaped nor
 * otherwise validated: they are CSS values the adopter controls, never visitors' input.
 *
 * Like the theme, the brand applies under `data-theme` ("dark" or "light"), on `<html>`
 * or on any element.
 */
export function createBrandTheme(options: BrandThemeOptions): string {
  const selector = options.selector?.trim() || ROOT;
  const scoped = (themeSelector: string) =>
    selector === ROOT ? themeSelector : `${themeSelector} :is(${selector}), ${themeSelector}:is(${selector})`;
  const shared = [...declarations('radius', options.radius), ...declarations('font', options.font)];
  const colors = Object.fromEntries(COLOR_MODES.map((mode) => [mode, brandColors(options, mode)])) as Record<
    ColorMode,
    Partial<ThemeTokens['color']>
  >;
  const failures = COLOR_MODES.flatMap((mode) =>
    contrastFailures({ ...baseThemes[mode].color, ...colors[mode] }, mode),
  );
  if (failures.length > 0) {
    throw new Error(
      `createBrandTheme: ${failures.length} pair(s) of colours under WCAG AA contrast:\n${failures.map((failure) => `- ${describeFailure(failure)}`).join('\n')}`,
    );
  }
  return [
    rule(selector === ROOT ? themed : selector, shared),
    rule(scoped(inMode('dark')), declarations('color', colors.dark)),
    rule(scoped(inMode('light')), declarations('color', colors.light)),
  ].join('');
}

/** The colours the brand gives for a mode (that mode's over the shared ones), and those they imply. */
function brandColors(options: BrandThemeOptions, mode: ColorMode): Partial<ThemeTokens['color']> {
  const given = { ...definedOnly(options.colors), ...definedOnly(options[mode]?.colors) };
  return deriveBrandColors(given, baseThemes[mode].color, mode);
}

/** One declaration per slot given, in the contract's order whatever the caller's. */
function declarations(group: Group, values: Declarations | undefined): string[] {
  const names: Record<string, string> = themeVariables[group];
  return Object.keys(names).flatMap((slot) => {
    const value = values?.[slot];
    return value === undefined ? [] : [`  ${names[slot]}: ${value};`];
  });
}

function definedOnly<T extends Declarations>(values: T | undefined): T {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as T;
}

function rule(selector: string, body: string[]): string {
  return body.length === 0 ? '' : `${selector} {\n${body.join('\n')}\n}\n`;
}
