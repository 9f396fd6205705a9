import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';

/** Centres the spinner or the error box in the space the lazy part would take. */
export const area = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'grid',
      placeItems: 'center',
      minHeight: '100%',
      padding: vars.space.lg,
    },
  },
});

export const errorBox = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.sm,
      maxWidth: '32rem',
      padding: vars.space.lg,
      border: `1px solid ${vars.color.danger}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.dangerSurface,
      color: vars.color.danger,
      textAlign: 'center',
    },
  },
});

export const title = style({
  '@layer': { [layers.components]: { margin: 0, fontWeight: vars.fontWeight.bold } },
});

export const message = style({
  '@layer': {
    [layers.components]: {
      margin: 0,
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.sm,
      overflowWrap: 'anywhere',
    },
  },
});
