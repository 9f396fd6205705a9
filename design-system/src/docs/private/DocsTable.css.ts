import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

/**
 * The pages paint their own background and text colour, so they read the same
 * inside Storybook's white docs page and inside a themed story.
 */
export const surface = style({
  '@layer': {
    [layers.components]: {
      backgroundColor: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      display: 'grid',
      gap: vars.space.xl,
      marginBlock: vars.space.lg,
    },
  },
});

export const table = style({
  '@layer': {
    [layers.components]: {
      width: '100%',
      borderCollapse: 'collapse',
      textAlign: 'start',
    },
  },
});

export const caption = style({
  '@layer': {
    [layers.components]: {
      captionSide: 'top',
      textAlign: 'start',
      paddingBlockEnd: vars.space.sm,
      color: vars.color.heading,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const headerCell = style({
  '@layer': {
    [layers.components]: {
      backgroundColor: vars.color.surface,
      color: vars.color.heading,
      fontWeight: vars.fontWeight.bold,
      textAlign: 'start',
      verticalAlign: 'bottom',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const groupHeaderCell = style([
  headerCell,
  { '@layer': { [layers.components]: { textAlign: 'center' } } },
]);

export const rowHeaderCell = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.heading,
      fontWeight: vars.fontWeight.medium,
      textAlign: 'start',
      verticalAlign: 'middle',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const cell = style({
  '@layer': {
    [layers.components]: {
      verticalAlign: 'middle',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const emptyCorner = style({ '@layer': { [layers.components]: { border: 'none' } } });

globalStyle(`${surface} code`, {
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.xs,
    },
  },
});

/** Slot and property names read badly broken mid-word; long values may wrap at their spaces. */
export const noWrap = style({ '@layer': { [layers.components]: { whiteSpace: 'nowrap' } } });
globalStyle(`${rowHeaderCell} code`, { '@layer': { [layers.components]: { whiteSpace: 'nowrap' } } });
