import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      marginBlock: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.codeBackground,
      overflow: 'hidden',
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
      minHeight: '2.75rem',
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const caption = style({
  '@layer': {
    [layers.components]: {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: vars.color.textMuted,
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.sm,
    },
  },
});

// Pushed to the end even when there is no caption before it.
export const copyButton = style({
  '@layer': { [layers.components]: { marginInlineStart: 'auto', flexShrink: 0 } },
});

export const copyIcon = style({
  '@layer': { [layers.components]: { width: '1.125rem', height: '1.125rem' } },
});

export const pre = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      padding: vars.space.md,
      overflowX: 'auto',
      color: vars.color.text,
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
      tabSize: 2,
      selectors: {
        // Inset: the rounded frame clips anything drawn outside the block.
        '&:focus-visible': focusRing('inside'),
      },
    },
  },
});
