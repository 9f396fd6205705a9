import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// Without JavaScript the button could do nothing: the link alone remains.
export const copy = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const view = style({
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ width: '1rem', height: '1rem', flexShrink: 0 });
