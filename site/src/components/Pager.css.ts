import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const pager = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const pagerLink = style({
  display: 'block',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.link } },
});

export const pagerNext = style({ textAlign: 'end', gridColumn: '-2 / -1' });

export const pagerHint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pagerTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold });
