import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
});

export const yearHeading = style({
  margin: 0,
  marginBlock: `${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: '2px solid transparent',
  color: vars.color.textMuted,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      color: vars.color.link,
      borderInlineStartColor: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
  },
});
