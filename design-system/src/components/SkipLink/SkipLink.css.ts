import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { focusRing } from '../private/focusRing';

/**
 * Out of sight (but not `display: none`, which would take it out of the tab order)
 * until it has focus, then over the page's top corner.
 */
export const skipLink = style({
  '@layer': {
    [layers.components]: {
      position: 'absolute',
      insetInlineStart: vars.space.md,
      insetBlockStart: vars.space.sm,
      zIndex: vars.zIndex.toast,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.medium,
      textDecoration: 'none',
      selectors: {
        '&:not(:focus)': {
          width: '1px',
          height: '1px',
          padding: 0,
          margin: '-1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
        '&:focus-visible': focusRing(),
      },
    },
  },
});

export const text = style({
  '@layer': { [layers.components]: { color: vars.color.onPrimary, textDecoration: 'underline' } },
});
