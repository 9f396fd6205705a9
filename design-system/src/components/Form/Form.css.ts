import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const form = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'grid',
      gap: vars.space.lg,
      maxWidth: vars.size.proseMaxWidth,
    },
  },
});
