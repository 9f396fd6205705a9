import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from './focusRing';
import { layers } from '../../theme/layers.css';

/** The link lists of side columns (table of contents, blog posts): no bullets, no indent. */
export const sideNavList = style({
  '@layer': {
    [layers.components]: {
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
  },
});

/**
 * A muted link with a rule on its start side that lights up on the current entry
 * (`data-current`, set beside whichever `aria-current` value the list announces:
 * "location", "page").
 */
export const sideNavLink = style({
  '@layer': {
    [layers.components]: {
      display: 'block',
      paddingBlock: vars.space.xs,
      paddingInlineStart: vars.space.sm,
      borderInlineStart: '2px solid transparent',
      color: vars.color.textMuted,
      textDecoration: 'none',
      transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&:hover': { color: vars.color.text, textDecoration: 'underline' },
        '&:focus-visible': focusRing(),
        '&[data-current]': {
          color: vars.color.link,
          borderInlineStartColor: vars.color.primary,
          fontWeight: vars.fontWeight.medium,
        },
      },
    },
  },
});
