import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
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

export const list = style({
  '@layer': {
    [layers.components]: {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
    },
  },
});

export const nestedList = style([
  list,
  {
    '@layer': {
      [layers.components]: {
        marginInlineStart: vars.space.sm,
        paddingBlockStart: vars.space.xxs,
        paddingInlineStart: vars.space.xs,
        borderInlineStart: `1px solid ${vars.color.border}`,
      },
    },
  },
]);

// Panels clip their content while animating, so focus rings are drawn inside the rows.
const rowFocusRing = focusRing('inside');

const row = {
  display: 'flex',
  alignItems: 'center',
  minHeight: '2rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
} as const;

/**
 * The current page's link, and the categories that lead to it. Declared once: the
 * `data-current*` attributes below and DocSidebarCurrentPage's rules (for a sidebar
 * rendered once and shared by every page) both use them.
 */
export const currentLinkLook = {
  color: vars.color.link,
  backgroundColor: vars.color.highlight,
  fontWeight: vars.fontWeight.bold,
} as const;
export const currentTrailLook = { color: vars.color.link } as const;

export const link = style({
  '@layer': {
    [layers.components]: {
      ...row,
      flex: '1 1 auto',
      color: vars.color.text,
      textDecoration: 'none',
      selectors: {
        '&:hover': { color: vars.color.text, backgroundColor: vars.color.surface },
        '&:focus-visible': rowFocusRing,
        '&[data-current-trail]': currentTrailLook,
        '&[data-current]': currentLinkLook,
      },
    },
  },
});

export const categoryRow = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'stretch',
      gap: vars.space.xxs,
    },
  },
});

const toggleBase = {
  ...row,
  gap: vars.space.xs,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.heading,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': rowFocusRing,
    '&[data-current-trail]': currentTrailLook,
  },
} as const;

export const toggle = style({
  '@layer': {
    [layers.components]: {
      ...toggleBase,
      flex: '1 1 auto',
      justifyContent: 'space-between',
    },
  },
});

export const iconToggle = style({
  '@layer': {
    [layers.components]: {
      ...toggleBase,
      flex: '0 0 auto',
      justifyContent: 'center',
      minWidth: '2rem',
      paddingInline: 0,
    },
  },
});

export const chevron = style({
  '@layer': {
    [layers.components]: {
      flexShrink: 0,
      width: '0.75rem',
      height: '0.75rem',
      transition: `transform ${vars.motion.fast}`,
      selectors: {
        '[data-expanded] > &': { transform: 'rotate(90deg)' },
      },
    },
  },
});

/**
 * react-aria drives `--disclosure-panel-height` (pixels while animating, `auto` at
 * rest); without JavaScript it is unset and the panel takes its natural height.
 * No `display` here: it would override the `hidden` attribute.
 */
export const panel = style({
  '@layer': {
    [layers.components]: {
      height: 'var(--disclosure-panel-height, auto)',
      overflow: 'clip',
      transitionProperty: 'height',
      transitionDuration: vars.motion.normal,
      transitionTimingFunction: 'ease-in-out',
    },
  },
});
