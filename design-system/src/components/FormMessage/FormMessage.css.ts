import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

// An empty region (no outcome yet, or the other tone's) draws nothing: only a filled one is a box.
const box = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  color: vars.color.text,
} as const;

// Tone colours are only used against their own surface, a pair that passes AA in both themes.
export const tone = styleVariants({
  success: {
    '@layer': {
      [layers.components]: {
        selectors: {
          '&[data-filled]': {
            ...box,
            backgroundColor: vars.color.successSurface,
            borderColor: vars.color.success,
          },
        },
      },
    },
  },
  error: {
    '@layer': {
      [layers.components]: {
        selectors: {
          '&[data-filled]': {
            ...box,
            backgroundColor: vars.color.dangerSurface,
            borderColor: vars.color.danger,
          },
        },
      },
    },
  },
});

export const toneColor = styleVariants({
  success: { '@layer': { [layers.components]: { color: vars.color.success } } },
  error: { '@layer': { [layers.components]: { color: vars.color.danger } } },
});

export const icon = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      marginBlockStart: '0.1em',
    },
  },
});

export const content = style({
  '@layer': { [layers.components]: { display: 'grid', gap: vars.space.xs, minWidth: 0 } },
});

export const title = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
