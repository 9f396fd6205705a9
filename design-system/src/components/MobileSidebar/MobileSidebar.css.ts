import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

export const underlay = style({
  '@layer': {
    [layers.components]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.overlay,
      backgroundColor: vars.color.overlay,
    },
  },
});

export const panel = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      display: 'flex',
      flexDirection: 'column',
      width: 'min(85vw, 22rem)',
      backgroundColor: vars.color.background,
      color: vars.color.text,
      boxShadow: vars.shadow.lg,
      outline: 'none',
    },
  },
});

export const header = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: vars.size.navbarHeight,
      paddingInline: vars.space.md,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const headerStart = style({ '@layer': { [layers.components]: { flex: 1, minWidth: 0 } } });

export const body = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      padding: vars.space.md,
    },
  },
});
