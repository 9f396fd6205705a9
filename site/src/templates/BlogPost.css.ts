import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const avatar = style({ borderRadius: '50%', display: 'block' });

export const cover = style({
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
