import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const field = style({ maxWidth: '36rem', marginBlockEnd: vars.space.lg });

export const status = style({ color: vars.color.textMuted, marginBlock: vars.space.md });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const result = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupTitle = style({
  marginBlock: `${vars.space.lg} ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const path = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const snippet = style({ margin: 0, marginBlockStart: vars.space.xs });

export const empty = style({
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
