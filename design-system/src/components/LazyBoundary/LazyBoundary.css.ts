import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Centres the spinner or the error box in the space the lazy part would take. */
export const area = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100%',
  padding: vars.space.lg,
});

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '32rem',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const message = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
