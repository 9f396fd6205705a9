import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing';
import { media } from '../../theme/tokens';

/** Height of a sticky group title: options scrolled into view stop below it. */
const groupTitleHeight = '2.25rem';

export const underlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `min(10vh, 6rem) ${vars.space.md} ${vars.space.md}`,
  backgroundColor: vars.color.overlay,
  '@media': {
    [media.narrow]: { padding: 0 },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '44rem',
  maxHeight: '80vh',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    // Phones: the whole screen, so the results get all the room the keyboard leaves.
    [media.narrow]: {
      maxWidth: 'none',
      height: '100%',
      maxHeight: 'none',
      border: 'none',
      borderRadius: 0,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  '@media': {
    [media.narrow]: { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const searchBox = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '3.25rem',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    // The input draws no ring of its own: the whole box shows where typing goes.
    '&:focus-within': focusRing(),
  },
});

export const searchLabel = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const searchIcon = style({
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  color: vars.color.primary,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '3rem',
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  appearance: 'none',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const clearButton = style({ color: vars.color.textMuted });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  '@media': {
    [media.narrow]: { paddingInline: vars.space.sm },
  },
});

/* Results ---------------------------------------------------------------- */

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0 });

export const group = style({ listStyle: 'none' });

export const groupTitle = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: groupTitleHeight,
  paddingBlockEnd: vars.space.xs,
  paddingInline: vars.space.xxs,
  backgroundColor: vars.color.background,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const hitList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const hitItem = style({ listStyle: 'none' });

export const hit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  scrollMarginBlock: `calc(${groupTitleHeight} + ${vars.space.xs}) ${vars.space.md}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    // The hits are a few pixels apart: a ring with a gap would touch the next one.
    '&:focus-visible': focusRing('close'),
  },
});

export const hitIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
});

export const hitContent = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  lineHeight: vars.lineHeight.tight,
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const hitTitle = style({
  ...ellipsis,
  color: vars.color.heading,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
});

export const hitPath = style({
  ...ellipsis,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
});

export const hitSnippet = style({
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { [`${hit}[data-selected] &`]: { color: 'inherit' } },
});

export const hitEnter = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  visibility: 'hidden',
  selectors: { [`${hit}[data-selected] &`]: { visibility: 'visible' } },
  '@media': {
    [media.narrow]: { display: 'none' },
  },
});

export const mark = style({
  paddingInline: '0.1em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.highlight,
  color: vars.color.text,
  selectors: {
    // On the active hit's solid background a tint would vanish: underline instead.
    [`${hit}[data-selected] &`]: {
      backgroundColor: 'transparent',
      color: 'inherit',
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.15em',
    },
  },
});

export const seeAll = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '2.75rem',
  marginBlockStart: vars.space.md,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/* Start screen ------------------------------------------------------------ */

export const section = style({ marginBlockStart: vars.space.xs });

export const sectionTitle = style([
  groupTitle,
  {
    margin: 0,
    fontFamily: vars.font.body,
  },
]);

export const storedItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const storedSelect = style({
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-start',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
});

export const storedQuery = style(ellipsis);

export const storedIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
});

export const favoriteIcon = style([storedIcon, { color: vars.color.primary }]);

export const actionIcon = style({ width: '1.125rem', height: '1.125rem' });

export const actionButton = style({ color: vars.color.textMuted, flexShrink: 0 });

/* Messages: empty start screen, stalled, error, no results ---------------- */

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

globalStyle(`${message} p`, { margin: 0 });

export const messageIcon = style({
  width: '2.5rem',
  height: '2.5rem',
  color: vars.color.textMuted,
});

export const messageTitle = style({
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const query = style({
  fontWeight: vars.fontWeight.bold,
  selectors: {
    // French guillemets hold the quoted words with non-breaking spaces: « docker ».
    '&:lang(fr)': { quotes: '"«\u00a0" "\u00a0»" "“" "”"' },
  },
});

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: 0,
});

export const help = style({ fontSize: vars.fontSize.sm });

export const stalled = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
});

/* Footer ------------------------------------------------------------------- */

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': {
    // Phones rarely have a keyboard, and the results need the room.
    [media.narrow]: { display: 'none' },
  },
});

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const hint = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const key = style({
  minWidth: '1.75em',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});
