import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { ellipsis, groupTitle } from './searchLists.css';
import { layers } from '../../theme/layers.css';

/* Before typing: the favourite and recent searches. */

export const section = style({ '@layer': { [layers.components]: { marginBlockStart: vars.space.xs } } });

export const sectionTitle = style([
  groupTitle,
  {
    '@layer': {
      [layers.components]: {
        margin: 0,
        fontFamily: vars.font.body,
      },
    },
  },
]);

export const storedItem = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      paddingInlineEnd: vars.space.xs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
    },
  },
});

export const storedSelect = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      minWidth: 0,
      justifyContent: 'flex-start',
      gap: vars.space.md,
      paddingInline: vars.space.md,
      fontWeight: vars.fontWeight.regular,
      textAlign: 'start',
    },
  },
});

export const storedQuery = style({ '@layer': { [layers.components]: ellipsis } });

export const storedIcon = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      color: vars.color.textMuted,
    },
  },
});

export const favoriteIcon = style([
  storedIcon,
  { '@layer': { [layers.components]: { color: vars.color.primary } } },
]);

export const actionButton = style({
  '@layer': { [layers.components]: { color: vars.color.textMuted, flexShrink: 0 } },
});
