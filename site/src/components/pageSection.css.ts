import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

/* The sections of a long marketing page (home, starter kit): spacing, heading, intro. */

export const section = style({
  marginBlockStart: vars.space.xxl,
  scrollMarginTop: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
});

export const sectionHeading = style({
  marginBlock: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xxl,
});

export const sectionIntro = style({
  maxWidth: vars.size.proseMaxWidth,
  marginBlock: `0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
