import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from './focusRing';
import { layers } from '../../theme/layers.css';

export const chevron = style({ '@layer': { [layers.components]: { marginInlineStart: vars.space.xxs } } });

export const underlay = style({ '@layer': { [layers.components]: { position: 'fixed', inset: 0 } } });

export const popover = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      minWidth: '12rem',
      padding: vars.space.xs,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      zIndex: vars.zIndex.dropdown,
    },
  },
});

export const menu = style({
  '@layer': { [layers.components]: { margin: 0, padding: 0, listStyle: 'none', outline: 'none' } },
});

export const item = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.sm,
      color: vars.color.text,
      textDecoration: 'none',
      outline: 'none',
      selectors: {
        '&:hover, &[data-focused]': { backgroundColor: vars.color.surface, color: vars.color.link },
        '&[data-focus-visible]': focusRing('inside'),
        '&[data-current]': { fontWeight: vars.fontWeight.bold, color: vars.color.link },
      },
    },
  },
});
