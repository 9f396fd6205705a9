import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The pages paint their own background and text colour, so they read the same
 * inside Storybook's white docs page and inside a themed story.
 */
export const surface = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.xl,
  marginBlock: vars.space.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  textAlign: 'start',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.heading,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const headerCell = style({
  backgroundColor: vars.color.surface,
  color: vars.color.heading,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  verticalAlign: 'bottom',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
});

export const groupHeaderCell = style([headerCell, { textAlign: 'center' }]);

export const rowHeaderCell = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
});

export const cell = style({
  verticalAlign: 'middle',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
});

export const emptyCorner = style({ border: 'none' });

globalStyle(`${surface} code`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});

/** Slot and property names read badly broken mid-word; long values may wrap at their spaces. */
export const noWrap = style({ whiteSpace: 'nowrap' });
globalStyle(`${rowHeaderCell} code`, { whiteSpace: 'nowrap' });
