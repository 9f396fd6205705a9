import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

/**
 * A neutral square in the picture's place. Centred with line-height (set inline from
 * the size), so it stays centred whatever `display` the caller's class gives it.
 */
export const initials = style({
  display: 'inline-block',
  flexShrink: 0,
  boxSizing: 'border-box',
  overflow: 'hidden',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
});
