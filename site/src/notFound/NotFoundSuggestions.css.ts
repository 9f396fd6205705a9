import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const section = style({ color: vars.color.textMuted, marginInlineStart: vars.space.xs });
