import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const list = style({ display: 'grid', gap: vars.space.sm, maxWidth: '52rem' });

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  transition: `border-color ${vars.motion.fast}`,
  selectors: { '&[open]': { borderColor: vars.color.primary } },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.75rem',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  color: vars.color.heading,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.link },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.primary,
  transition: `transform ${vars.motion.normal}`,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

globalStyle(`${answer} > p`, { margin: 0 });

export const address = style({
  justifySelf: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.codeBackground,
  overflowWrap: 'anywhere',
});
