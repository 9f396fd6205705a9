import { globalStyle } from '@vanilla-extract/css';
// Not './contract.css': that one brings the theme's values, which live in styles.css.
import { vars } from './private/themeContract.css';
import { media } from './tokens';
import { focusRing } from '../components/private/focusRing';

/**
 * The opt-in element styles (`@foyer/design-system/global.css`): they restyle the
 * host page itself, so they ship apart from the components' `styles.css`. A product
 * site built around the design system imports them once; a page that only embeds a
 * few components does not need them.
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
});

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  color: vars.color.heading,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

globalStyle('a', { color: vars.color.link });
globalStyle('a:hover', { color: vars.color.linkHover });

globalStyle(':focus-visible', focusRing());

globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.mono, fontSize: '0.9em' });

globalStyle('img, svg, video', { maxWidth: '100%', height: 'auto' });

globalStyle('::selection', { backgroundColor: vars.color.highlight });

// The components already respect reduced motion (theme.css); this covers the host's own elements.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
