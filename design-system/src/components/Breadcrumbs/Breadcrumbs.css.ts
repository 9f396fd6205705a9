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

export const item = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
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

export const separator = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.textMuted,
      // A chevron that points the way the text reads.
      selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
    },
  },
});
