import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system';
import { scrollingStickyAside } from '../components/stickyAside.css';

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

export const article = style({ minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const avatar = style({ borderRadius: '50%', display: 'block' });

export const cover = style({
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** On phones the posts list lives in the menu, as the docs sidebar does. */
export const sidebar = scrollingStickyAside;
