import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const logo = style({ flexShrink: 0, borderRadius: vars.radius.sm });

export const description = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const dataFlow = style({ margin: `${vars.space.xs} 0 0` });
