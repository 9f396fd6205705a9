import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './private/themeContract.css';
import { darkTheme, lightTheme, sharedTokens, type ThemeTokens } from './themes';
import { COLOR_MODE_ATTRIBUTE } from './colorModeConstants';
import { media } from './tokens';

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
 * Themes apply to the root element so that overlays portalled into `<body>`
 * inherit them. Dark needs no attribute: it is the default, without JavaScript too.
 * Only colours and shadows change with the mode; the rest is set once, at the
 * specificity of `:root`, so a brand sheet (createBrandTheme) after this one wins.
 */
globalStyle(':root', {
  vars: assignVars(sharedVars, sharedTokens),
  '@media': reducedMotion,
});

globalStyle(`:root, :root[${COLOR_MODE_ATTRIBUTE}="dark"]`, {
  vars: modeValues(darkTheme),
  colorScheme: 'dark',
});

globalStyle(`:root[${COLOR_MODE_ATTRIBUTE}="light"]`, {
  vars: modeValues(lightTheme),
  colorScheme: 'light',
});

/** Scoped themes, for showing both modes side by side (stories, previews). */
export const darkThemeClass = createTheme(vars, darkTheme);
export const lightThemeClass = createTheme(vars, lightTheme);

globalStyle(`.${darkThemeClass}, .${lightThemeClass}`, { '@media': reducedMotion });
