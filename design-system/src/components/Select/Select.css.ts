import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { focusRing } from '../private/focusRing';

// Looks like a text field's input (border in textMuted for 3:1, same height), with a chevron.
export const trigger = style({
  '@layer': {
    [layers.components]: {
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
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
      textAlign: 'start',
      cursor: 'pointer',
      transition: `border-color ${vars.motion.fast}`,
      selectors: {
        '&[data-hovered]': { borderColor: vars.color.text },
        '&[data-focus-visible]': focusRing(),
        '&[data-invalid]': {
          borderColor: vars.color.danger,
          boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
        },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  },
});

export const value = style({
  '@layer': {
    [layers.components]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
    },
  },
});

export const chevron = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      transition: `transform ${vars.motion.fast}`,
      selectors: { [`${trigger}[data-open] &`]: { transform: 'rotate(180deg)' } },
    },
  },
});

export const underlay = style({
  '@layer': { [layers.components]: { position: 'fixed', inset: 0 } },
});

export const popover = style({
  '@layer': {
    [layers.components]: {
      boxSizing: 'border-box',
      padding: vars.space.xs,
      overflowY: 'auto',
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      zIndex: vars.zIndex.dropdown,
    },
  },
});

export const listBox = style({
  '@layer': {
    [layers.components]: { margin: 0, padding: 0, listStyle: 'none', outline: 'none' },
  },
});

export const option = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      outline: 'none',
      selectors: {
        '&[data-focused]': { backgroundColor: vars.color.surface, color: vars.color.link },
        // Inside: the list scrolls and would clip a ring drawn outside.
        '&[data-focus-visible]': focusRing('inside'),
        '&[data-selected]': { fontWeight: vars.fontWeight.bold },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  },
});

export const check = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      visibility: 'hidden',
      selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
    },
  },
});
