import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

// On the page's own background, so its text and link keep the prose's contrast.
export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.info}`,
  fontSize: vars.fontSize.sm,
});
