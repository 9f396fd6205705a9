import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sideNavLink, sideNavList } from '../private/sideNav.css';
import { layers } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const title = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.heading,
      margin: 0,
      marginBlockEnd: vars.space.sm,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    },
  },
});

export const list = sideNavList;

export const nestedList = style([
  list,
  { '@layer': { [layers.components]: { paddingInlineStart: vars.space.md } } },
]);

export const link = sideNavLink;
