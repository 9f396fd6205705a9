import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system';

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `minmax(0, ${vars.size.proseMaxWidth}) 14rem`,
      justifyContent: 'center',
    },
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
