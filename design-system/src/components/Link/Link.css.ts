import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const base = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.link,
      textUnderlineOffset: '0.2em',
      selectors: {
        '&:hover': { color: vars.color.linkHover },
        '&:focus-visible': focusRing(),
      },
    },
  },
});

export const variant = styleVariants({
  inline: { '@layer': { [layers.components]: { textDecoration: 'underline' } } },
  standalone: {
    '@layer': {
      [layers.components]: {
        textDecoration: 'none',
        fontWeight: vars.fontWeight.medium,
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
  quiet: {
    '@layer': {
      [layers.components]: {
        color: vars.color.text,
        textDecoration: 'none',
        selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
      },
    },
  },
});

const action = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
} as const;

/** Calls to action: links that look like the primary and secondary buttons. */
export const actionVariant = styleVariants({
  primaryAction: {
    '@layer': {
      [layers.components]: {
        ...action,
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover': { color: vars.color.onPrimary, backgroundColor: vars.color.primaryHover },
        },
      },
    },
  },
  secondaryAction: {
    '@layer': {
      [layers.components]: {
        ...action,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: {
          '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
        },
      },
    },
  },
});

export const externalIcon = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-block',
      width: '0.75em',
      height: '0.75em',
      marginInlineStart: '0.25em',
      verticalAlign: 'baseline',
    },
  },
});
