import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sideNavLink, sideNavList } from '../../components/private/sideNav.css';
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
      marginBlockEnd: vars.space.md,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.bold,
      color: vars.color.heading,
    },
  },
});

export const yearHeading = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      marginBlock: `${vars.space.md} ${vars.space.xs}`,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      letterSpacing: '0.04em',
      color: vars.color.textMuted,
    },
  },
});

export const list = sideNavList;

export const link = sideNavLink;
