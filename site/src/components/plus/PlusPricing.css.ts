import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

/** Direct children of a card: header, price, note, "Included", the list and the button. */
const CARD_ROWS = 6;

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxWidth: '60rem',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.narrow]: { padding: vars.space.lg },
    // Side by side, both cards share their rows, so prices, lists and buttons line up.
    [media.desktop]: {
      display: 'grid',
      gridRow: `span ${CARD_ROWS}`,
      gridTemplateRows: 'subgrid',
      rowGap: vars.space.md,
    },
  },
});

export const featured = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 1px ${vars.color.primary}, ${vars.shadow.md}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const badge = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
});

export const amount = style({
  color: vars.color.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const includesLabel = style({
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const includes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const include = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const check = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.2em',
  color: vars.color.success,
});

/** Pushed to the bottom so both cards' buttons line up. */
export const cta = style({ display: 'grid', marginBlockStart: 'auto', paddingBlockStart: vars.space.sm });

export const ctaLink = style({ width: '100%' });
