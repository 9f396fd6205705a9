import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(circle at 90% 10%, ${vars.color.highlight}, transparent 45%)`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      padding: `${vars.space.xxl} ${vars.space.xl}`,
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const eyebrow = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.display, maxWidth: '18ch' });

export const lead = style({
  margin: 0,
  maxWidth: vars.size.proseMaxWidth,
  fontSize: vars.fontSize.lg,
  '@media': { [media.narrow]: { fontSize: vars.fontSize.md } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  textAlign: 'center',
});

export const priceNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const illustration = style({
  justifySelf: 'center',
  maxWidth: '16rem',
  '@media': { [media.desktop]: { maxWidth: '26rem' } },
});

export const pledges = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pledge = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const pledgeIcon = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.primary,
});
