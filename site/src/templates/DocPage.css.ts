import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system';

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr) 13rem' },
  },
});

export const sidebar = style({
  '@media': {
    [media.mobile]: { display: 'none' },
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
      alignSelf: 'start',
      maxHeight: `calc(100vh - ${vars.size.navbarHeight} - ${vars.space.xl})`,
      overflowY: 'auto',
    },
  },
});

export const article = style({ maxWidth: vars.size.proseMaxWidth, minWidth: 0 });

export const toc = style({
  '@media': {
    [media.mobile]: { display: 'none' },
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
      alignSelf: 'start',
    },
  },
});

export const hero = style({
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
