import { COLOR_MODE_ATTRIBUTE } from './colorModeConstants';
import type { ThemeTokens } from './themes';
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
   * Where the brand applies. `':root'` (the default) rebrands the whole page. Any
   * other selector (a list is fine) rebrands the elements it matches and their
   * descendants only, e.g. `'.partner-widget'`; those elements follow the colour
   * mode set on `<html>`, where the design system puts its `data-theme` attribute.
   */
  selector?: string;
}

type Group = 'color' | 'radius' | 'font';
type Declarations = Partial<Record<string, string>>;

const ROOT = ':root';
const LIGHT = `[${COLOR_MODE_ATTRIBUTE}="light"]`;

/**
 * CSS text that rebrands the components: put it in a `<style>` element, or a .css
 * file, loaded after `@foyer/design-system/styles.css`. It only sets the package's
 * custom properties, so it restyles nothing else of the page. Plain TypeScript with
 * no DOM: it runs on a server, at build time or in the browser alike.
 *
 * The values are written into the CSS exactly as given, neither validated nor
 * escaped: they are CSS values the adopter controls, never visitors' input.
 * Pick colours that keep WCAG AA contrast in both modes (text 4.5:1 on its
 * background, `onPrimary` on `primary` included).
 *
 * Dark is the default mode (no attribute on `<html>`), so dark colours apply
 * unless `<html data-theme="light">`.
 */
export function createBrandTheme(options: BrandThemeOptions): string {
  const selector = options.selector?.trim() || ROOT;
  const atRoot = selector === ROOT;
  const darkSelector = atRoot ? `${ROOT}:not(${LIGHT})` : `${ROOT}:not(${LIGHT}) :is(${selector})`;
  const lightSelector = atRoot ? `${ROOT}${LIGHT}` : `${ROOT}${LIGHT} :is(${selector})`;
  const shared = [...declarations('radius', options.radius), ...declarations('font', options.font)];
  const dark = declarations('color', {
    ...definedOnly(options.colors),
    ...definedOnly(options.dark?.colors),
  });
  const light = declarations('color', {
    ...definedOnly(options.colors),
    ...definedOnly(options.light?.colors),
  });
  return [rule(selector, shared), rule(darkSelector, dark), rule(lightSelector, light)].join('');
}

/** One declaration per slot given, in the contract's order whatever the caller's. */
function declarations(group: Group, values: Declarations | undefined): string[] {
  const names: Record<string, string> = themeVariables[group];
  return Object.keys(names).flatMap((slot) => {
    const value = values?.[slot];
    return value === undefined ? [] : [`  ${names[slot]}: ${value};`];
  });
}

function definedOnly(values: Declarations | undefined): Declarations {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined));
}

function rule(selector: string, body: string[]): string {
  return body.length === 0 ? '' : `${selector} {\n${body.join('\n')}\n}\n`;
}
