import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const card = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      height: '100%',
      padding: vars.space.md,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const header = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
    },
  },
});

export const logo = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '3rem',
      height: '3rem',
      padding: vars.space.xs,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const name = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.heading,
      margin: 0,
      fontSize: vars.fontSize.lg,
      overflowWrap: 'anywhere',
    },
  },
});

export const description = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const dataFlow = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      fontSize: vars.fontSize.sm,
      color: vars.color.text,
    },
  },
});

export const dataFlowBadge = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-block',
      marginInlineEnd: vars.space.xs,
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.pill,
      border: '1px solid currentColor',
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.normal,
    },
  },
});

/* Each pair is one of the theme's checked contrast pairs (contrastPairs.ts). */
export const dataFlowKinds = styleVariants({
  local: {
    '@layer': {
      [layers.components]: { color: vars.color.success, backgroundColor: vars.color.successSurface },
    },
  },
  'local-optional-cloud': {
    '@layer': { [layers.components]: { color: vars.color.info, backgroundColor: vars.color.infoSurface } },
  },
  cloud: {
    '@layer': {
      [layers.components]: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
    },
  },
});

export const dataFlowDescription = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.textMuted,
    },
  },
});

export const tags = style({
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

export const tag = style({
  '@layer': {
    [layers.components]: {
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.pill,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      lineHeight: vars.lineHeight.normal,
    },
  },
});

export const actions = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      marginBlockStart: 'auto',
      paddingBlockStart: vars.space.sm,
    },
  },
});

/*
 * `a&` outranks the Link's own colour and hover rules whatever order the
 * stylesheets load in: these links look like buttons, not like prose links.
 */
export const action = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        'a&': {
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: '2.75rem',
          paddingInline: vars.space.md,
          border: `2px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          fontWeight: vars.fontWeight.medium,
          textDecoration: 'none',
          transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
        },
        'a&:hover': { textDecoration: 'underline' },
      },
    },
  },
});

export const docAction = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        'a&': { color: vars.color.text, backgroundColor: 'transparent' },
        'a&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
      },
    },
  },
});

export const buyAction = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        'a&': {
          color: vars.color.onPrimary,
          backgroundColor: vars.color.primary,
          borderColor: 'transparent',
        },
        'a&:hover': { color: vars.color.onPrimary, backgroundColor: vars.color.primaryHover },
      },
    },
  },
});
