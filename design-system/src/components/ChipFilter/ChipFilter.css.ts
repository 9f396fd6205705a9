import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const group = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      border: 0,
      margin: 0,
      padding: 0,
      minWidth: 0,
    },
  },
});

export const legend = style({
  '@layer': {
    [layers.components]: {
      padding: 0,
      marginBlockEnd: vars.space.sm,
      fontWeight: vars.fontWeight.medium,
      color: vars.color.text,
    },
  },
});

export const chips = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      alignItems: 'center',
    },
  },
});

export const chip = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: '2.25rem',
      paddingInline: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: '999px',
      color: vars.color.text,
      backgroundColor: 'transparent',
      fontSize: vars.fontSize.sm,
      cursor: 'pointer',
      userSelect: 'none',
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&:hover': { borderColor: vars.color.link },
        '&[data-selected]': {
          backgroundColor: vars.color.primary,
          borderColor: vars.color.primary,
          color: vars.color.onPrimary,
        },
        '&[data-focus-visible]': focusRing(),
      },
    },
  },
});

export const check = style({
  '@layer': { [layers.components]: { width: '0.9em', height: '0.9em', flexShrink: 0 } },
});

export const count = style({ '@layer': { [layers.components]: { opacity: 0.8 } } });
