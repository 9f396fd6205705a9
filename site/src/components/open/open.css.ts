import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const counters = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  marginBlock: vars.space.xl,
  padding: 0,
});

export const counter = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const muted = style({ color: vars.color.textMuted });

export const steps = style({ display: 'grid', gap: vars.space.sm, paddingInlineStart: vars.space.lg });
