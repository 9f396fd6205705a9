import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const base = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      minHeight: '2.75rem',
      minWidth: '2.75rem',
      paddingInline: vars.space.md,
      border: '2px solid transparent',
      borderRadius: vars.radius.md,
      font: 'inherit',
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&[data-focus-visible]': focusRing(),
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  },
});

export const variant = styleVariants({
  primary: {
    '@layer': {
      [layers.components]: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primaryHover },
        },
      },
    },
  },
  secondary: {
    '@layer': {
      [layers.components]: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceRaised },
        },
      },
    },
  },
  ghost: {
    '@layer': {
      [layers.components]: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceRaised },
        },
      },
    },
  },
});

export const size = styleVariants({
  md: { '@layer': { [layers.components]: {} } },
  sm: {
    '@layer': {
      [layers.components]: {
        minHeight: '2.25rem',
        minWidth: '2.25rem',
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
      },
    },
  },
});

export const iconOnly = style({ '@layer': { [layers.components]: { paddingInline: 0 } } });
