import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      marginBlock: vars.space.md,
    },
  },
});

export const tabList = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      gap: vars.space.xs,
      overflowX: 'auto',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  '@layer': {
    [layers.components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '2.75rem',
      paddingInline: vars.space.md,
      borderBottom: '3px solid transparent',
      marginBlockEnd: '-1px',
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      outline: 'none',
      transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&:hover': { color: vars.color.text, backgroundColor: vars.color.surface },
        // Underline and bold weight: the selected tab stands out without colour.
        '&[data-selected]': {
          color: vars.color.heading,
          fontWeight: vars.fontWeight.bold,
          borderBottomColor: vars.color.primary,
        },
        // Inset: the tab list scrolls sideways and would clip a ring drawn outside.
        '&[data-focus-visible]': { ...focusRing('inside'), borderRadius: vars.radius.sm },
      },
    },
  },
});

export const panel = style({
  '@layer': {
    [layers.components]: {
      paddingBlockStart: vars.space.sm,
      outline: 'none',
      selectors: {
        '&[data-focus-visible]': { ...focusRing(), borderRadius: vars.radius.sm },
      },
    },
  },
});
