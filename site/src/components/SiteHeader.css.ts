import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.navbar,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.contentMaxWidth,
  minHeight: vars.size.navbarHeight,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.heading,
  textDecoration: 'none',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
