import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';
import { selectedTabLook, unselectedTabLook } from './tabLook';

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
      ...unselectedTabLook,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      outline: 'none',
      transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&:hover': { color: vars.color.text, backgroundColor: vars.color.surface },
        // The same look as the head script's before hydration (tabLook.ts).
        '&[data-selected]': selectedTabLook,
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
