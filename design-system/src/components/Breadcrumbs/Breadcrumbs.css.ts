import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const list = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      fontSize: vars.fontSize.sm,
      color: vars.color.textMuted,
    },
  },
});

/**
 * The chevron between crumbs, drawn with borders: its `content` is empty, so screen
 * readers announce nothing (a "›" or "/" character would be read out).
 */
export const item = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      selectors: {
        '& + &::before': {
          content: '""',
          width: '0.4em',
          height: '0.4em',
          marginInlineEnd: vars.space.xxs,
          borderBlockStart: '1.5px solid currentColor',
          borderInlineEnd: '1.5px solid currentColor',
          transform: 'rotate(45deg)',
        },
        // Points the way the text reads.
        '[dir="rtl"] & + &::before': { transform: 'rotate(-135deg)' },
      },
    },
  },
});

export const current = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
    },
  },
});
