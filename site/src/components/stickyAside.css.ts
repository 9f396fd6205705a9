import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

/** A side column that stays in view under the navbar on desktop and is hidden on phones. */
export const stickyAside = style({
  '@media': {
    [media.mobile]: { display: 'none' },
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
      alignSelf: 'start',
    },
  },
});

/** The same, scrolling on its own when it is taller than the window (a long sidebar). */
export const scrollingStickyAside = style([
  stickyAside,
  {
    '@media': {
      [media.desktop]: {
        maxHeight: `calc(100vh - ${vars.size.navbarHeight} - ${vars.space.xl})`,
        overflowY: 'auto',
      },
    },
  },
]);
