import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const nav = style({
  marginBlockStart: vars.space.xxl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
