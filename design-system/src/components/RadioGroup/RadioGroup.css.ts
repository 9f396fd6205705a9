import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const vertical = style({
  '@layer': { [layers.components]: { display: 'grid', gap: vars.space.xxs } },
});

export const horizontal = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
      rowGap: vars.space.xxs,
    },
  },
});

export const radio = style({
  '@layer': { [layers.components]: { display: 'grid' } },
});

// Aligned with the label's text, past the circle and its gap.
export const radioDescription = style({
  '@layer': {
    [layers.components]: {
      paddingInlineStart: `calc(1.25rem + ${vars.space.sm})`,
      fontSize: vars.fontSize.sm,
      color: vars.color.textMuted,
    },
  },
});
