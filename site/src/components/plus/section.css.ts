import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@foyer/design-system/tokens';

/** Between the narrow phone layout and the desktop one: tablets and small windows. */
export const tablet = `screen and (min-width: ${breakpoints.narrowMaxWidth + 1}px)`;

export const section = style({ marginBlockStart: vars.space.xxl });

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.xxl,
  '@media': { [media.narrow]: { fontSize: vars.fontSize.xl } },
});

export const intro = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  maxWidth: vars.size.proseMaxWidth,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  '@media': { [media.narrow]: { fontSize: vars.fontSize.md } },
});
