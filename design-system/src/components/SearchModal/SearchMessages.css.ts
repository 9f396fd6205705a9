import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

/* Messages: empty start screen, stalled, error, no results. */

export const message = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingBlock: vars.space.xl,
      paddingInline: vars.space.md,
      color: vars.color.textMuted,
      textAlign: 'center',
    },
  },
});

globalStyle(`${message} p`, { '@layer': { [layers.components]: { margin: 0 } } });

export const messageIcon = style({
  '@layer': {
    [layers.components]: {
      width: '2.5rem',
      height: '2.5rem',
      color: vars.color.textMuted,
    },
  },
});

export const messageTitle = style({
  '@layer': {
    [layers.components]: {
      color: vars.color.heading,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      overflowWrap: 'anywhere',
    },
  },
});

export const query = style({
  '@layer': {
    [layers.components]: {
      fontWeight: vars.fontWeight.bold,
      selectors: {
        // French guillemets hold the quoted words with non-breaking spaces: « docker ».
        '&:lang(fr)': { quotes: '"«\u00a0" "\u00a0»" "“" "”"' },
      },
    },
  },
});

export const suggestions = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: vars.space.xs,
      listStyle: 'none',
      margin: 0,
      marginBlockEnd: vars.space.md,
      padding: 0,
    },
  },
});

export const help = style({ '@layer': { [layers.components]: { fontSize: vars.fontSize.sm } } });

export const stalled = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      paddingBlock: vars.space.md,
      color: vars.color.textMuted,
    },
  },
});
