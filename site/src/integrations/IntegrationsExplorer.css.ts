import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ maxWidth: '32rem' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlock: vars.space.md,
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const count = style({ margin: 0 });

export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const group = style({ marginBlockStart: vars.space.xl });
