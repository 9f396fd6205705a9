import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const main = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const homeLink = style({
  display: 'inline-block',
  marginTop: vars.space.lg,
});
