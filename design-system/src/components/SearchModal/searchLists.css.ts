import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

/* What the results and the start screen's stored searches share: titles, lists, icons. */

/** Height of a sticky group title: options scrolled into view stop below it. */
export const groupTitleHeight = '2.25rem';

export const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const groupTitle = style({
  '@layer': {
    [layers.components]: {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      display: 'flex',
      alignItems: 'flex-end',
      minHeight: groupTitleHeight,
      paddingBlockEnd: vars.space.xs,
      paddingInline: vars.space.xxs,
      backgroundColor: vars.color.background,
      color: vars.color.primary,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const hitList = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
  },
});

export const actionIcon = style({
  '@layer': { [layers.components]: { width: '1.125rem', height: '1.125rem' } },
});
