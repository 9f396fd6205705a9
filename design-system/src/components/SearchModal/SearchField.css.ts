import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

/* The dialog's header: the search box (icon, input, clear button) and the close button. */

export const header = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: vars.space.md,
      '@media': {
        [media.narrow]: { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` },
      },
    },
  },
});

export const searchBox = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: '3.25rem',
      paddingInlineStart: vars.space.md,
      paddingInlineEnd: vars.space.xs,
      border: `2px solid ${vars.color.primary}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      selectors: {
        // The input draws no ring of its own: the whole box shows where typing goes.
        '&:focus-within': focusRing(),
      },
    },
  },
});

export const searchLabel = style({
  '@layer': { [layers.components]: { display: 'flex', alignItems: 'center', flexShrink: 0 } },
});

export const searchIcon = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '1.375rem',
      height: '1.375rem',
      color: vars.color.primary,
    },
  },
});

export const input = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      minWidth: 0,
      height: '3rem',
      padding: 0,
      border: 'none',
      backgroundColor: 'transparent',
      color: vars.color.text,
      font: 'inherit',
      fontSize: vars.fontSize.lg,
      appearance: 'none',
      outline: 'none',
      selectors: {
        '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
        '&::-webkit-search-cancel-button': { appearance: 'none' },
        '&:focus-visible': { outline: 'none' },
      },
    },
  },
});

export const clearButton = style({ '@layer': { [layers.components]: { color: vars.color.textMuted } } });
