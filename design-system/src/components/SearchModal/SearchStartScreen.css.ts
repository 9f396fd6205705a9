import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { ellipsis, groupTitle } from './searchLists.css';

/* Before typing: the favourite and recent searches. */

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

export const actionButton = style({ color: vars.color.textMuted, flexShrink: 0 });
