import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { focusRing } from '../private/focusRing';
import { layers } from '../../theme/layers.css';

export const navbar = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      position: 'sticky',
      top: 0,
      zIndex: vars.zIndex.navbar,
      backgroundColor: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const inner = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      maxWidth: vars.size.contentMaxWidth,
      minHeight: vars.size.navbarHeight,
      marginInline: 'auto',
      paddingInline: vars.space.md,
    },
  },
});

export const brand = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      marginInlineEnd: vars.space.md,
      color: vars.color.heading,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
      selectors: { '&:hover': { color: vars.color.heading }, '&:focus-visible': focusRing() },
    },
  },
});

const desktopOnly = { '@media': { [media.mobile]: { display: 'none' } } } as const;
const mobileOnly = { '@media': { [media.desktop]: { display: 'none' } } } as const;

export const hamburger = style({ '@layer': { [layers.components]: mobileOnly } });

export const itemList = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      ...desktopOnly,
    },
  },
});

export const rightList = style({ '@layer': { [layers.components]: { marginInlineStart: 'auto' } } });

/** Items that stay in the bar on small screens (search). */
export const mobileBarItems = style({
  '@layer': {
    [layers.components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: 0,
      marginInlineStart: 'auto',
      padding: 0,
      listStyle: 'none',
      ...mobileOnly,
    },
  },
});

export const link = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '2.75rem',
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.md,
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      textDecoration: 'none',
      selectors: {
        '&:hover': { color: vars.color.link, backgroundColor: vars.color.surfaceRaised },
        '&[data-active]': { color: vars.color.link },
        '&:focus-visible': focusRing(),
      },
    },
  },
});

export const iconLink = style({
  '@layer': { [layers.components]: { justifyContent: 'center', minWidth: '2.75rem', paddingInline: 0 } },
});

export const globe = style({ '@layer': { [layers.components]: { marginInlineEnd: vars.space.xs } } });

export const mobileSection = style({ '@layer': { [layers.components]: { marginBottom: vars.space.lg } } });

export const mobileSectionTitle = style({
  '@layer': {
    [layers.components]: {
      margin: `0 0 ${vars.space.sm}`,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  },
});

export const mobileList = style({
  '@layer': { [layers.components]: { margin: 0, padding: 0, listStyle: 'none' } },
});

export const mobileNested = style({
  '@layer': {
    [layers.components]: {
      margin: `0 0 ${vars.space.sm}`,
      paddingInlineStart: vars.space.md,
      listStyle: 'none',
      borderInlineStart: `2px solid ${vars.color.border}`,
    },
  },
});

export const mobileGroupLabel = style({
  '@layer': {
    [layers.components]: {
      display: 'block',
      padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const mobileLink = style([
  link,
  { '@layer': { [layers.components]: { display: 'flex', width: '100%' } } },
]);
