import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(circle at 0% 100%, ${vars.color.highlight}, transparent 40%)`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
      padding: vars.space.xl,
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  '@media': { [media.narrow]: { fontSize: vars.fontSize.xl } },
});

export const intro = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': { [media.narrow]: { fontSize: vars.fontSize.md } },
});

export const stepsHeading = style({ margin: 0, marginBlockStart: vars.space.sm, fontSize: vars.fontSize.md });

export const steps = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'plus-step',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  counterIncrement: 'plus-step',
  selectors: {
    '&::before': {
      content: 'counter(plus-step)',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '1.75rem',
      height: '1.75rem',
      borderRadius: '50%',
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const login = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
