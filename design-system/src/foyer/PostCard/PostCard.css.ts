import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const card = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      paddingBlock: vars.space.lg,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const cover = style({
  '@layer': {
    [layers.components]: {
      order: -1,
      overflow: 'hidden',
      borderRadius: vars.radius.md,
      marginBlockEnd: vars.space.xs,
      lineHeight: 0,
    },
  },
});

globalStyle(`${cover} img, ${cover} svg`, {
  '@layer': { [layers.components]: { display: 'block', width: '100%', height: 'auto' } },
});

export const title = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.heading,
      margin: 0,
      fontSize: vars.fontSize.xl,
    },
  },
});

export const titleLink = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        'a&': { color: vars.color.heading, textDecoration: 'none' },
        'a&:hover': { color: vars.color.link, textDecoration: 'underline' },
      },
    },
  },
});

export const meta = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: vars.space.sm,
      margin: 0,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const separator = style({ '@layer': { [layers.components]: { color: vars.color.textMuted } } });

export const excerpt = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      color: vars.color.text,
      maxWidth: vars.size.proseMaxWidth,
    },
  },
});
