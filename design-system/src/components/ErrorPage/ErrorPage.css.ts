import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const page = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.md,
      maxWidth: vars.size.proseMaxWidth,
      marginInline: 'auto',
      paddingBlock: vars.space.xxl,
      paddingInline: vars.space.md,
    },
  },
});

export const title = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.heading,
      margin: 0,
      fontSize: vars.fontSize.xxl,
      selectors: {
        // Focused by script so screen readers read it; it is no control, so no ring.
        '&:focus': { outline: 'none' },
      },
    },
  },
});

export const message = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      maxWidth: '100%',
      padding: vars.space.md,
      borderInlineStart: `4px solid ${vars.color.danger}`,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.dangerSurface,
      color: vars.color.danger,
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.sm,
      overflowWrap: 'anywhere',
    },
  },
});
