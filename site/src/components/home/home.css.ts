import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

import { plainList } from '../pageSection.css';

export { plainList, section, sectionHeading, sectionIntro } from '../pageSection.css';

/* Hero */

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space.lg,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      paddingBlock: vars.space.xl,
    },
  },
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.display,
});

export const heroLead = style({
  maxWidth: vars.size.proseMaxWidth,
  marginBlock: `${vars.space.lg} 0`,
  fontSize: vars.fontSize.lg,
});

export const heroFree = style({
  maxWidth: vars.size.proseMaxWidth,
  marginBlock: `${vars.space.md} 0`,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
});

export const heroArt = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

/* Hand-drawn illustration: every colour comes from the theme, so it follows the colour mode. */

export const illustration = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '30rem',
  marginInline: 'auto',
});

export const ink = style({
  fill: 'none',
  stroke: vars.color.heading,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const inkThin = style([ink, { strokeWidth: 2 }]);

export const inkMuted = style([ink, { stroke: vars.color.textMuted, strokeWidth: 2 }]);

export const wall = style({ fill: vars.color.surface });

export const roof = style({ fill: vars.color.surfaceRaised });

export const glass = style({ fill: vars.color.infoSurface });

export const accent = style({ fill: vars.color.primary });

export const glow = style({ fill: vars.color.highlight });

export const signal = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeDasharray: '0.5 9',
});

/* Features */

export const cardGrid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const cardText = style({
  flexGrow: 1,
  margin: 0,
});

/* Privacy */

export const privacy = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      padding: vars.space.xl,
    },
  },
});

export const privacyAside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const privacyList = style([
  plainList,
  {
    display: 'grid',
    gap: `${vars.space.lg} ${vars.space.xl}`,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const point = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
});

export const pointTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
});

export const pointText = style({ margin: 0 });

export const pointLink = style({ display: 'inline-block', marginBlockStart: vars.space.xs });

/* Install */

export const steps = style([
  plainList,
  {
    counterReset: 'step',
    display: 'grid',
    gap: vars.space.lg,
    maxWidth: '56rem',
  },
]);

export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'grid',
      placeItems: 'center',
      width: '2.5rem',
      height: '2.5rem',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepBody = style({ minWidth: 0 });

export const stepTitle = style({
  margin: `${vars.space.xs} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
});

export const stepText = style({ margin: 0 });

export const guides = style({
  maxWidth: '56rem',
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const guidesTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

export const guideLinks = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.sm} ${vars.space.lg}`,
  },
]);
