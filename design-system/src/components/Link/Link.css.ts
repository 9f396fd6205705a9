import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  color: vars.color.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
  },
});

export const variant = styleVariants({
  inline: { textDecoration: 'underline' },
  standalone: {
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  quiet: {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineStart: '0.25em',
  verticalAlign: 'baseline',
});
