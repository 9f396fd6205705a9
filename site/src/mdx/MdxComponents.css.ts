import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const heading = style({});

/** The "#" link to a section: shown on hover of its heading or when focused. */
export const anchor = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  opacity: 0,
  selectors: {
    [`${heading}:hover &, &:focus-visible`]: { opacity: 1 },
  },
});
