import type { MapLeafNodes } from './private/mapLeafNodes';
import type { vars } from './private/themeContract.css';
import { themeVariableNames } from './private/themeVariables.css';

/** The name of one of the package's custom properties, such as `--foyer-color-primary`. */
export type ThemeVariableName = `--foyer-${string}`;

/** The shape of `ThemeTokens`, each slot holding the name of its custom property. */
export type ThemeVariables = MapLeafNodes<typeof vars, ThemeVariableName>;

/**
 * The custom property behind every slot of the theme, read from the contract
 * itself: `themeVariables.color.primary === '--foyer-color-primary'`. For CSS
 * written by hand, or `element.style.setProperty(themeVariables.radius.md, '12px')`.
 */
export const themeVariables = themeVariableNames as ThemeVariables;
