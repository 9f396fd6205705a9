import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';
import { scrollingStickyAside } from '../components/stickyAside.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr) 13rem' },
  },
});

export const sidebar = scrollingStickyAside;

export const article = style({ maxWidth: vars.size.proseMaxWidth, minWidth: 0 });

export const hero = style({
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
