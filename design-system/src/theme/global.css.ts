import { globalStyle } from '@vanilla-extract/css';
// Not './contract.css': that one brings the theme's values, which live in styles.css.
import { vars } from './private/themeContract.css';
import { media } from './tokens';
import { focusRing } from '../components/private/focusRing';
import { layers } from './layers.css';

/**
 * The opt-in element styles (`@foyer/design-system/global.css`): they restyle the
 * host page itself, so they ship apart from the components' `styles.css`. A product
 * site built around the design system imports them once; a page that only embeds a
 * few components does not need them.
 */

globalStyle('*, *::before, *::after', { '@layer': { [layers.base]: { boxSizing: 'border-box' } } });

globalStyle('html', {
  '@layer': {
    [layers.base]: {
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      scrollPaddingTop: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
    },
  },
});

globalStyle('body', {
  '@layer': {
    [layers.base]: {
      margin: 0,
      backgroundColor: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      WebkitFontSmoothing: 'antialiased',
    },
  },
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  '@layer': {
    [layers.base]: {
      color: vars.color.heading,
      fontFamily: vars.font.heading,
      lineHeight: vars.lineHeight.tight,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

globalStyle('a', { '@layer': { [layers.base]: { color: vars.color.link } } });
globalStyle('a:hover', { '@layer': { [layers.base]: { color: vars.color.linkHover } } });

globalStyle(':focus-visible', { '@layer': { [layers.base]: focusRing() } });

globalStyle('code, kbd, pre, samp', {
  '@layer': { [layers.base]: { fontFamily: vars.font.mono, fontSize: '0.9em' } },
});

globalStyle('img, svg, video', { '@layer': { [layers.base]: { maxWidth: '100%', height: 'auto' } } });

globalStyle('::selection', { '@layer': { [layers.base]: { backgroundColor: vars.color.highlight } } });

// The components already respect reduced motion (theme.css); this covers the host's own elements.
globalStyle('*, *::before, *::after', {
  '@layer': {
    [layers.base]: {
      '@media': {
        [media.reducedMotion]: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
    },
  },
});
