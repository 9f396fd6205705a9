import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const frame = style({
  '@layer': {
    [layers.components]: {
      display: 'block',
      position: 'relative',
      maxWidth: '100%',
    },
  },
});

export const image = style({
  '@layer': { [layers.components]: { display: 'block', maxWidth: '100%', height: 'auto' } },
});

/** Fills the image's place; it is a Button, so its own styles are outranked with a doubled class. */
export const fallback = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        '&&': {
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space.xs,
          width: '100%',
          height: '100%',
          minHeight: '8rem',
          padding: vars.space.md,
          border: `2px dashed ${vars.color.border}`,
          backgroundColor: vars.color.surface,
          color: vars.color.text,
          textAlign: 'center',
          fontWeight: vars.fontWeight.regular,
          lineHeight: vars.lineHeight.normal,
        },
        '&&[data-hovered], &&[data-pressed]': { backgroundColor: vars.color.surfaceRaised },
      },
    },
  },
});

export const icon = style({
  '@layer': { [layers.components]: { width: '2rem', height: '2rem', color: vars.color.textMuted } },
});

export const message = style({ '@layer': { [layers.components]: { fontWeight: vars.fontWeight.bold } } });

export const description = style({
  '@layer': { [layers.components]: { color: vars.color.textMuted, fontStyle: 'italic' } },
});

export const retry = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.link,
      fontSize: vars.fontSize.sm,
      textDecoration: 'underline',
    },
  },
});
