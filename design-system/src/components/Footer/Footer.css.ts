import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

export const footer = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      backgroundColor: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      color: vars.color.text,
      paddingBlock: vars.space.xl,
      paddingInline: vars.space.lg,
    },
  },
});

export const inner = style({
  '@layer': {
    [layers.components]: {
      maxWidth: vars.size.contentMaxWidth,
      marginInline: 'auto',
    },
  },
});

export const columns = style({
  '@layer': {
    [layers.components]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
      gap: vars.space.xl,
      '@media': {
        [media.narrow]: { gridTemplateColumns: '1fr', gap: vars.space.lg },
      },
    },
  },
});

export const heading = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.heading,
      margin: 0,
      marginBlockEnd: vars.space.sm,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  },
});

export const list = style({
  '@layer': {
    [layers.components]: {
      display: 'grid',
      gap: vars.space.xs,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
  },
});

// Stacked links are not inside a sentence, so each gets a 24 px target (WCAG 2.5.8).
export const link = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-block',
      minHeight: '1.5rem',
      paddingBlock: vars.space.xxs,
    },
  },
});

export const socialList = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.xs,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
  },
});

export const socialLink = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.75rem',
      height: '2.75rem',
      borderRadius: vars.radius.md,
      color: vars.color.text,
      transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
      selectors: {
        '&:hover': { color: vars.color.link, backgroundColor: vars.color.surfaceRaised },
        '&:focus-visible': focusRing(),
      },
    },
  },
});

// Whatever icon the host passes is drawn at the same size.
globalStyle(`${socialLink} svg`, {
  '@layer': { [layers.components]: { width: '1.5rem', height: '1.5rem' } },
});

export const copyright = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      marginBlockStart: vars.space.xl,
      paddingBlockStart: vars.space.lg,
      borderTop: `1px solid ${vars.color.border}`,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});
