import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const nav = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      marginBlock: vars.space.lg,
    },
  },
});

export const list = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
  },
});

/* `a&` outranks the Link's own colour and hover rules whatever order the stylesheets load in. */
const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
} as const;

export const page = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        'a&': { ...linkBase, fontVariantNumeric: 'tabular-nums' },
        'a&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
        'a&:focus-visible': focusRing(),
        // Filled and bold: the current page stands out without relying on colour alone.
        'a&[data-current]': {
          backgroundColor: vars.color.primary,
          borderColor: vars.color.primary,
          color: vars.color.onPrimary,
          fontWeight: vars.fontWeight.bold,
        },
        'a&[data-current]:hover': {
          backgroundColor: vars.color.primaryHover,
          color: vars.color.onPrimary,
        },
      },
    },
  },
});

export const step = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        'a&': { ...linkBase, paddingInline: vars.space.md, fontWeight: vars.fontWeight.medium },
        'a&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
        'a&:focus-visible': focusRing(),
      },
    },
  },
});

export const arrow = style({
  '@layer': { [layers.components]: { width: '1em', height: '1em', flexShrink: 0 } },
});

export const gap = style({
  '@layer': {
    [layers.components]: {
      minWidth: '1.5rem',
      textAlign: 'center',
      color: vars.color.textMuted,
    },
  },
});
