import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system';

export const article = style({ maxWidth: vars.size.proseMaxWidth });

export const hero = style({
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const meta = style({
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
