import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const counter = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      justifySelf: 'end',
      fontSize: vars.fontSize.sm,
      color: vars.color.textMuted,
      fontVariantNumeric: 'tabular-nums',
      selectors: {
        '&[data-exhausted]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
      },
    },
  },
});
