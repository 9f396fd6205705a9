import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

/** A legal fact still to be given by the operator: it must stand out in review, in both themes. */
export const placeholder = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.warning}`,
  backgroundColor: vars.color.warningSurface,
  color: vars.color.text,
});
