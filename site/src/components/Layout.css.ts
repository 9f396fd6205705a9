import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

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
