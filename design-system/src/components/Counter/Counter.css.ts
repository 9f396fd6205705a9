import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.xs,
      textAlign: 'center',
    },
  },
});

/** The final value, invisible, sizes the cell so the width never jumps while counting up. */
export const number = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-grid',
      justifyItems: 'center',
      color: vars.color.heading,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.display,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
  },
});

export const layer = style({ '@layer': { [layers.components]: { gridArea: '1 / 1' } } });

export const sizer = style([layer, { '@layer': { [layers.components]: { visibility: 'hidden' } } }]);

export const label = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.textMuted,
      fontSize: vars.fontSize.md,
    },
  },
});
