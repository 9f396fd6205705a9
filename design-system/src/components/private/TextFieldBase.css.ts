import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from './focusRing';
import { layers } from '../../theme/layers.css';

export const field = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'grid',
      gap: vars.space.xs,
      color: vars.color.text,
    },
  },
});

export const label = style({
  '@layer': {
    [layers.components]: {
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const requiredMark = style({
  '@layer': {
    [layers.components]: {
      marginInlineStart: vars.space.xxs,
      color: vars.color.danger,
    },
  },
});

export const description = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      fontSize: vars.fontSize.sm,
      color: vars.color.textMuted,
    },
  },
});

// The border uses textMuted, not border: an input's outline needs 3:1 against the page (WCAG 1.4.11).
export const control = style({
  '@layer': {
    [layers.components]: {
      boxSizing: 'border-box',
      width: '100%',
      minHeight: '2.75rem',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      border: `1px solid ${vars.color.textMuted}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.background,
      color: vars.color.text,
      font: 'inherit',
      lineHeight: vars.lineHeight.normal,
      transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
      selectors: {
        '&[data-focused]': focusRing(),
        // A second, inset ring thickens the border without shifting the layout.
        '&[data-invalid]': {
          borderColor: vars.color.danger,
          boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
        },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  },
});

export const multiline = style({
  '@layer': {
    [layers.components]: {
      minHeight: '8rem',
      resize: 'vertical',
    },
  },
});

export const error = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.xs,
      margin: 0,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      color: vars.color.danger,
    },
  },
});

export const errorIcon = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '1em',
      height: '1em',
      marginBlockStart: '0.2em',
    },
  },
});
