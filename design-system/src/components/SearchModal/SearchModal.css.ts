import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

/* The modal's frame: the dimmed page, the dialog and its scrolling body. */

export const underlay = style({
  '@layer': {
    [layers.components]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.modal,
      display: 'flex',
      justifyContent: 'center',
      alignItems: 'flex-start',
      padding: `min(10vh, 6rem) ${vars.space.md} ${vars.space.md}`,
      backgroundColor: vars.color.overlay,
      '@media': {
        [media.narrow]: { padding: 0 },
      },
    },
  },
});

export const dialog = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      maxWidth: '44rem',
      maxHeight: '80vh',
      overflow: 'hidden',
      backgroundColor: vars.color.background,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
      outline: 'none',
      '@media': {
        // Phones: the whole screen, so the results get all the room the keyboard leaves.
        [media.narrow]: {
          maxWidth: 'none',
          height: '100%',
          maxHeight: 'none',
          border: 'none',
          borderRadius: 0,
        },
      },
    },
  },
});

export const body = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      minHeight: 0,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      paddingInline: vars.space.md,
      paddingBlockEnd: vars.space.md,
      '@media': {
        [media.narrow]: { paddingInline: vars.space.sm },
      },
    },
  },
});
