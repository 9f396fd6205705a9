import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

export const button = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.regular,
    },
  },
});

export const icon = style({
  '@layer': { [layers.components]: { width: '1.125rem', height: '1.125rem', flexShrink: 0 } },
});

export const keys = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      gap: vars.space.xxs,
      marginInlineStart: vars.space.sm,
      '@media': {
        // Narrow screens rarely have a keyboard, and the navbar needs the room.
        [media.narrow]: { display: 'none' },
      },
    },
  },
});

export const key = style({
  '@layer': {
    [layers.components]: {
      minWidth: '1.5em',
      paddingInline: vars.space.xs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      fontSize: vars.fontSize.xs,
      lineHeight: vars.lineHeight.normal,
      textAlign: 'center',
    },
  },
});
