import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

export const inlineLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  marginBlockEnd: vars.space.lg,
  padding: 0,
});

export const list = style({ maxWidth: vars.size.proseMaxWidth });

export const pageOf = style({ color: vars.color.textMuted, marginBlockStart: vars.space.lg });

export const archiveYear = style({ marginBlockStart: vars.space.xl });

export const archiveList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const archiveItem = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: '11rem minmax(0, 1fr)' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const author = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  alignItems: 'start',
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({ borderRadius: '50%', display: 'block' });

export const authorName = style({
  margin: 0,
  scrollMarginTop: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
});

export const authorTitle = style({ margin: 0, color: vars.color.textMuted });
