import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system';

export const article = style({ maxWidth: vars.size.proseMaxWidth, marginInline: 'auto' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
