import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cover = style({
  order: -1,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space.xs,
  lineHeight: 0,
});

globalStyle(`${cover} img, ${cover} svg`, { display: 'block', width: '100%', height: 'auto' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
});

export const titleLink = style({
  selectors: {
    'a&': { color: vars.color.heading, textDecoration: 'none' },
    'a&:hover': { color: vars.color.link, textDecoration: 'underline' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const separator = style({ color: vars.color.textMuted });

export const excerpt = style({
  margin: 0,
  color: vars.color.text,
  maxWidth: vars.size.proseMaxWidth,
});
