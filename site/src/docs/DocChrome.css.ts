import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

// Two lines, always: the breadcrumbs, then the actions. Side by side, the actions would
// wrap under the breadcrumbs only once all of them had arrived, moving both.
export const topBar = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const topActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
