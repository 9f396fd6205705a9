import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const underlay = style({
  '@layer': {
    [layers.components]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.modal,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: vars.space.md,
      backgroundColor: vars.color.overlay,
    },
  },
});

export const size = {
  small: style({ '@layer': { [layers.components]: { width: 'min(100%, 24rem)' } } }),
  medium: style({ '@layer': { [layers.components]: { width: 'min(100%, 36rem)' } } }),
  large: style({ '@layer': { [layers.components]: { width: 'min(100%, 52rem)' } } }),
};

export const dialog = style({
  '@layer': {
    [layers.components]: {
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      maxHeight: '100%',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.background,
      color: vars.color.text,
      boxShadow: vars.shadow.lg,
      // The dialog takes focus itself when it opens; a ring around the whole box would only distract.
      outline: 'none',
    },
  },
});

export const header = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      paddingBlock: vars.space.sm,
      paddingInlineStart: vars.space.lg,
      paddingInlineEnd: vars.space.sm,
      minHeight: '3.5rem',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const title = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.heading,
    },
  },
});

export const body = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      padding: vars.space.lg,
    },
  },
});

export const footer = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: vars.space.sm,
      paddingBlock: vars.space.md,
      paddingInline: vars.space.lg,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
