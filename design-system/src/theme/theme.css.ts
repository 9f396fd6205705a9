import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './themes';
import { COLOR_MODE_ATTRIBUTE } from './colorModeConstants';

/**
 * Themes apply to the root element so that overlays portalled into `<body>`
 * inherit them. Dark needs no attribute: it is the default, without JavaScript too.
 */
globalStyle(`:root, :root[${COLOR_MODE_ATTRIBUTE}="dark"]`, {
  vars: assignVars(vars, darkTheme),
  colorScheme: 'dark',
});

globalStyle(`:root[${COLOR_MODE_ATTRIBUTE}="light"]`, {
  vars: assignVars(vars, lightTheme),
  colorScheme: 'light',
});

/** Scoped themes, for showing both modes side by side (stories, previews). */
export const darkThemeClass = createTheme(vars, darkTheme);
export const lightThemeClass = createTheme(vars, lightTheme);
