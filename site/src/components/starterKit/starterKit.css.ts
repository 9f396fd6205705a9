import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

import { plainList } from '../pageSection.css';

export { plainList, section, sectionHeading, sectionIntro } from '../pageSection.css';

/*
 * Item cards: one column on narrow screens, two on tablets, three on desktop.
 * The page query asks for pictures 600 px wide at most, so a lone column stops there.
 */

export const grid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [media.narrow]: { gridTemplateColumns: 'minmax(0, 600px)' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardImage = style({
  display: 'block',
  alignSelf: 'center',
  width: '100%',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cardBody = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const tag = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const facts = style({ margin: 0 });

export const factLabel = style({
  marginBlockStart: vars.space.sm,
  color: vars.color.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const factText = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});

export const note = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  color: vars.color.textMuted,
});

export const cardLinks = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.xs,
    marginBlockStart: 'auto',
    paddingBlockStart: vars.space.md,
  },
]);

export const aside = style({
  maxWidth: vars.size.proseMaxWidth,
  marginBlockStart: vars.space.xl,
});

/* The first hour: numbered steps. */

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.proseMaxWidth,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'kit-step',
});

export const step = style({
  position: 'relative',
  paddingInlineStart: `calc(2.5rem + ${vars.space.md})`,
  counterIncrement: 'kit-step',
  selectors: {
    '&::before': {
      content: 'counter(kit-step)',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlockStart: 0,
      display: 'grid',
      placeItems: 'center',
      width: '2.5rem',
      height: '2.5rem',
      borderRadius: '50%',
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: '2.5rem',
});

export const stepText = style({
  marginBlock: `${vars.space.xs} ${vars.space.sm}`,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${stepText} code`, {
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.codeBackground,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.875em',
  overflowWrap: 'anywhere',
});

export const inlineLinks = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.lg}`,
  },
]);

/* Budget. */

export const prose = style({
  maxWidth: vars.size.proseMaxWidth,
  lineHeight: vars.lineHeight.normal,
});

export const paragraph = style({ marginBlock: `0 ${vars.space.md}` });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.lg,
});
