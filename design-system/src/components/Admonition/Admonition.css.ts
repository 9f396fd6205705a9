import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      marginBlock: vars.space.md,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderInlineStart: '4px solid',
      borderRadius: vars.radius.md,
      color: vars.color.text,
    },
  },
});

/* Each accent colour keeps AA contrast on its own surface in both themes. */
export const type = styleVariants({
  note: {
    '@layer': {
      [layers.components]: { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info },
    },
  },
  tip: {
    '@layer': {
      [layers.components]: { backgroundColor: vars.color.successSurface, borderColor: vars.color.success },
    },
  },
  warning: {
    '@layer': {
      [layers.components]: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning },
    },
  },
  danger: {
    '@layer': {
      [layers.components]: { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
  },
});

export const title = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.heading,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: 0,
      marginBlockEnd: vars.space.xs,
      fontWeight: vars.fontWeight.bold,
      selectors: {
        [`${type.note} &`]: { color: vars.color.info },
        [`${type.tip} &`]: { color: vars.color.success },
        [`${type.warning} &`]: { color: vars.color.warning },
        [`${type.danger} &`]: { color: vars.color.danger },
      },
    },
  },
});

export const icon = style({
  '@layer': { [layers.components]: { width: '1.25em', height: '1.25em', flexShrink: 0 } },
});

export const content = style({ '@layer': { [layers.components]: {} } });

// Authored Markdown brings its own paragraph margins; the box provides the spacing.
globalStyle(`${content} > :first-child`, { '@layer': { [layers.components]: { marginBlockStart: 0 } } });
globalStyle(`${content} > :last-child`, { '@layer': { [layers.components]: { marginBlockEnd: 0 } } });
