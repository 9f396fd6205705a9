import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { focusRing } from './focusRing';

/** What Checkbox and RadioGroup share: a labelled row with a box (or circle) before the text. */
export const field = style({
  '@layer': {
    [layers.components]: { display: 'grid', gap: vars.space.xs, color: vars.color.text },
  },
});

export const option = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: vars.space.sm,
      // At least 28px tall: above the 24px target WCAG 2.5.8 asks for.
      minHeight: '1.75rem',
      paddingBlock: vars.space.xxs,
      lineHeight: vars.lineHeight.normal,
      cursor: 'pointer',
      selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
    },
  },
});

// The border uses textMuted, not border: a control's outline needs 3:1 against the page (WCAG 1.4.11).
export const indicator = style({
  '@layer': {
    [layers.components]: {
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '1.25rem',
      height: '1.25rem',
      marginBlockStart: '0.15em',
      border: `2px solid ${vars.color.textMuted}`,
      backgroundColor: vars.color.background,
      color: vars.color.onPrimary,
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        [`${option}[data-hovered] &`]: { borderColor: vars.color.text },
        [`${option}[data-selected] &`]: {
          borderColor: vars.color.primary,
          backgroundColor: vars.color.primary,
        },
        [`${option}[data-invalid] &`]: { borderColor: vars.color.danger },
        [`${option}[data-focus-visible] &`]: focusRing(),
      },
    },
  },
});

export const box = style({
  '@layer': { [layers.components]: { borderRadius: vars.radius.sm } },
});

export const circle = style({
  '@layer': { [layers.components]: { borderRadius: '50%' } },
});

/** The tick or the dot: drawn only when selected. */
export const mark = style({
  '@layer': {
    [layers.components]: {
      width: '0.875rem',
      height: '0.875rem',
      visibility: 'hidden',
      selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
    },
  },
});

export const groupLabel = style({
  '@layer': {
    [layers.components]: {
      padding: 0,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const options = style({
  '@layer': {
    [layers.components]: {
      display: 'grid',
      gap: vars.space.xxs,
      borderRadius: vars.radius.sm,
      selectors: { '&:focus-visible': focusRing() },
    },
  },
});
