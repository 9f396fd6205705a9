import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});
