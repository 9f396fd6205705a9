import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { media } from '../../theme/tokens';
import { ellipsis, groupTitleHeight } from './searchLists.css';
import { layers } from '../../theme/layers.css';

/* The hits: a listbox of groups of cards, the active one filled. */

export const listbox = style({
  '@layer': { [layers.components]: { listStyle: 'none', margin: 0, padding: 0 } },
});

export const group = style({ '@layer': { [layers.components]: { listStyle: 'none' } } });

export const hitItem = style({ '@layer': { [layers.components]: { listStyle: 'none' } } });

export const hit = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.md,
      minHeight: '3.5rem',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      textDecoration: 'none',
      scrollMarginBlock: `calc(${groupTitleHeight} + ${vars.space.xs}) ${vars.space.md}`,
      selectors: {
        '&:hover': { color: vars.color.text },
        '&[data-selected]': {
          backgroundColor: vars.color.primary,
          borderColor: vars.color.primary,
          color: vars.color.onPrimary,
        },
        // The hits are a few pixels apart: a ring with a gap would touch the next one.
        '&:focus-visible': focusRing('close'),
      },
    },
  },
});

export const hitIcon = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      color: vars.color.textMuted,
      selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
    },
  },
});

export const hitContent = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const hitTitle = style({
  '@layer': {
    [layers.components]: {
      ...ellipsis,
      color: vars.color.heading,
      fontWeight: vars.fontWeight.medium,
      selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
    },
  },
});

export const hitPath = style({
  '@layer': {
    [layers.components]: {
      ...ellipsis,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
    },
  },
});

export const hitSnippet = style({
  '@layer': {
    [layers.components]: {
      display: '-webkit-box',
      overflow: 'hidden',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
    },
  },
});

export const hitEnter = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      visibility: 'hidden',
      selectors: { [`${hit}[data-selected] &`]: { visibility: 'visible' } },
      '@media': {
        [media.narrow]: { display: 'none' },
      },
    },
  },
});

export const mark = style({
  '@layer': {
    [layers.components]: {
      paddingInline: '0.1em',
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.highlight,
      color: vars.color.text,
      selectors: {
        // On the active hit's solid background a tint would vanish: underline instead.
        [`${hit}[data-selected] &`]: {
          backgroundColor: 'transparent',
          color: 'inherit',
          textDecoration: 'underline',
          textDecorationThickness: '2px',
          textUnderlineOffset: '0.15em',
        },
      },
    },
  },
});

export const seeAll = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      justifyContent: 'center',
      alignItems: 'center',
      minHeight: '2.75rem',
      marginBlockStart: vars.space.md,
      padding: vars.space.sm,
      border: `1px dashed ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
