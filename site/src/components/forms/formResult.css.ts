import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const action = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
  marginBlock: vars.space.lg,
});
