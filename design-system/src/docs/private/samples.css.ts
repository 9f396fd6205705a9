import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

/* Each sample is styled by the slot it shows, through the contract, so the page renders the live theme. */

export const fontFamily = styleVariants(vars.font, (value) => ({
  '@layer': {
    [layers.components]: {
      fontFamily: value,
      fontSize: vars.fontSize.md,
    },
  },
}));

export const fontSize = styleVariants(vars.fontSize, (value) => ({
  '@layer': {
    [layers.components]: {
      fontSize: value,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.heading,
    },
  },
}));

export const fontWeight = styleVariants(vars.fontWeight, (value) => ({
  '@layer': {
    [layers.components]: {
      fontWeight: value,
      fontSize: vars.fontSize.md,
    },
  },
}));

export const lineHeight = styleVariants(vars.lineHeight, (value) => ({
  '@layer': {
    [layers.components]: {
      lineHeight: value,
      fontSize: vars.fontSize.md,
      maxWidth: '26rem',
      margin: 0,
    },
  },
}));

const bar = style({
  '@layer': {
    [layers.components]: {
      display: 'block',
      height: vars.space.md,
      backgroundColor: vars.color.primary,
      borderRadius: vars.radius.sm,
    },
  },
});
export const spaceBar = styleVariants(vars.space, (value) => [
  bar,
  { '@layer': { [layers.components]: { width: value } } },
]);

const box = style({
  '@layer': {
    [layers.components]: {
      display: 'block',
      width: '6rem',
      height: '3rem',
      backgroundColor: vars.color.surfaceRaised,
    },
  },
});
export const radiusBox = styleVariants(vars.radius, (value) => [
  box,
  { '@layer': { [layers.components]: { borderRadius: value, border: `2px solid ${vars.color.primary}` } } },
]);
export const shadowBox = styleVariants(vars.shadow, (value) => [
  box,
  {
    '@layer': {
      [layers.components]: { boxShadow: value, borderRadius: vars.radius.md, marginBlock: vars.space.sm },
    },
  },
]);

export const swatchRow = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
    },
  },
});

/** The colour itself is an inline style: it is the one value that is not the live theme's. */
export const swatch = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '2.5rem',
      height: '1.75rem',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
    },
  },
});

export const contrastSample = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-block',
      minWidth: '2.5rem',
      paddingInline: vars.space.xs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.bold,
      textAlign: 'center',
    },
  },
});

export const secondary = style({
  '@layer': { [layers.components]: { color: vars.color.textMuted, display: 'block' } },
});

export const verdict = styleVariants({
  pass: {
    '@layer': { [layers.components]: { color: vars.color.success, fontWeight: vars.fontWeight.bold } },
  },
  fail: { '@layer': { [layers.components]: { color: vars.color.danger, fontWeight: vars.fontWeight.bold } } },
});
