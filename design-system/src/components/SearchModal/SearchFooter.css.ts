import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

/* The keyboard hints under the results. */

export const footer = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      justifyContent: 'flex-end',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderTop: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      '@media': {
        // Phones rarely have a keyboard, and the results need the room.
        [media.narrow]: { display: 'none' },
      },
    },
  },
});

export const hints = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.md,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
  },
});

export const hint = style({
  '@layer': { [layers.components]: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs } },
});

export const key = style({
  '@layer': {
    [layers.components]: {
      minWidth: '1.75em',
      paddingInline: vars.space.xs,
      border: `1px solid ${vars.color.border}`,
      borderBottomWidth: '2px',
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.background,
      color: vars.color.text,
      fontSize: vars.fontSize.xs,
      lineHeight: vars.lineHeight.normal,
      textAlign: 'center',
    },
  },
});
