import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const list = style({ paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm });
