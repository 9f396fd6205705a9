import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system';
import { scrollingStickyAside } from '../components/stickyAside.css';

/** One column on phones; on desktop the page's text beside the posts sidebar. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `minmax(0, ${vars.size.proseMaxWidth}) 16rem`,
      justifyContent: 'center',
    },
  },
});

export const content = style({ minWidth: 0 });

/** On phones the posts list lives in the menu, as the docs sidebar does. */
export const sidebar = scrollingStickyAside;
