export { vars } from './contract.css';
export { darkThemeClass, lightThemeClass } from './theme.css';
export { darkTheme, lightTheme } from './themes';
export type { ThemeTokens } from './themes';
export { themeVariables } from './themeVariables';
export type { ThemeVariableName, ThemeVariables } from './themeVariables';
export { createBrandTheme } from './createBrandTheme';
export type { BrandColors, BrandThemeOptions } from './createBrandTheme';
export { breakpoints, media, DESKTOP_MIN_WIDTH, fontStacks } from './tokens';
export {
  COLOR_MODES,
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  isColorMode,
} from './colorModeConstants';
export type { ColorMode, ColorModeSettings } from './colorModeConstants';
export { colorModeScript } from './colorModeScript';
export type { ColorModeScriptOptions } from './colorModeScript';
