import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

// Stays fully opaque while submitting (Button fades disabled buttons): its progress label must stay readable.
export const submitting = style({
  '@layer': {
    [layers.components]: {
      selectors: {
        '&[data-disabled][data-submitting]': { opacity: 1, cursor: 'progress' },
      },
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      border: '2px solid currentColor',
      borderInlineEndColor: 'transparent',
      borderRadius: vars.radius.pill,
      animation: `${spin} 0.8s linear infinite`,
      '@media': {
        [media.reducedMotion]: { animation: 'none' },
      },
    },
  },
});
