import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-10rem',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.onPrimary } },
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  outline: 'none',
});

export const mainWide = style([main, { maxWidth: vars.size.contentMaxWidth, paddingBlock: vars.space.lg }]);
