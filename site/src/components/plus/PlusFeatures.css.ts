import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';
import { tablet } from './section.css';

/** One column on phones, two on tablets, then two wide cards over three on desktop. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [tablet]: { selectors: { '&:last-child': { gridColumn: '1 / -1' } } },
    [media.desktop]: {
      gridColumn: 'span 2',
      selectors: {
        '&:last-child': { gridColumn: 'span 2' },
        '&:nth-child(-n + 2)': { gridColumn: 'span 3' },
      },
    },
  },
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.highlight,
  color: vars.color.primary,
});

export const icon = style({ width: '1.75rem', height: '1.75rem' });

export const title = style({ margin: 0, marginBlockStart: vars.space.xs, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const arrow = style({
  width: '1em',
  height: '1em',
  marginInlineStart: vars.space.xs,
  verticalAlign: '-0.125em',
});
