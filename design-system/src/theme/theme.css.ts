import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './private/themeContract.css';
import { darkTheme, lightTheme, sharedTokens, type ThemeTokens } from './themes';
import { COLOR_MODE_ATTRIBUTE } from './colorModeConstants';
import { media } from './tokens';
import { layers } from './layers.css';

const { color, shadow, ...sharedVars } = vars;
const modeVars = { color, shadow };

function modeValues(theme: ThemeTokens) {
  return assignVars(modeVars, { color: theme.color, shadow: theme.shadow });
}

/**
 * Every transition of the components lasts `vars.motion.*`, so reduced motion is
 * honoured here, in the package's own stylesheet, whether or not the host page
 * opts into the global styles. Near zero rather than zero: code that waits for
 * `transitionend` still hears it.
 */
const reducedMotion = {
  [media.reducedMotion]: { vars: assignVars(vars.motion, { fast: '0.01ms', normal: '0.01ms' }) },
};

/**
 * The theme applies only where the host asks for it: under `data-theme` ("dark" or
 * "light", on `<html>` so that overlays portalled into `<body>` inherit it, or on any
 * element), or under `darkThemeClass` / `lightThemeClass`. A page that imports the
 * stylesheet without either keeps its own colours and `color-scheme`. All of it sits
 * in the `foyer.base` layer, so a brand sheet (createBrandTheme) or any host CSS
 * wins over it whatever the order the stylesheets load in.
 */
const dark = `[${COLOR_MODE_ATTRIBUTE}="dark"]`;
const light = `[${COLOR_MODE_ATTRIBUTE}="light"]`;

/** Opt-in classes, for a themed region without the attribute, or both modes side by side. */
export const darkThemeClass = createTheme(vars, { '@layer': layers.base, ...darkTheme });
export const lightThemeClass = createTheme(vars, { '@layer': layers.base, ...lightTheme });

globalStyle(`${dark}, ${light}`, {
  '@layer': { [layers.base]: { vars: assignVars(sharedVars, sharedTokens) } },
});

globalStyle(`${dark}, .${darkThemeClass}`, {
  '@layer': { [layers.base]: { vars: modeValues(darkTheme), colorScheme: 'dark' } },
});

globalStyle(`${light}, .${lightThemeClass}`, {
  '@layer': { [layers.base]: { vars: modeValues(lightTheme), colorScheme: 'light' } },
});

globalStyle(`${dark}, ${light}, .${darkThemeClass}, .${lightThemeClass}`, {
  '@layer': { [layers.base]: { '@media': reducedMotion } },
});
