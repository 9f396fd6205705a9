import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  '@layer': {
    [layers.components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
    },
  },
});

export const mark = style({
  '@layer': {
    [layers.components]: {
      display: 'block',
      borderRadius: '50%',
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderTopColor: vars.color.primary,
      animation: `${rotate} 0.8s linear infinite`,
      '@media': {
        // A still arc still reads as "busy"; the label says it to screen readers.
        [media.reducedMotion]: { animation: 'none' },
      },
    },
  },
});

export const size = styleVariants({
  sm: { '@layer': { [layers.components]: { width: '1rem', height: '1rem', borderWidth: '2px' } } },
  md: { '@layer': { [layers.components]: { width: '1.75rem', height: '1.75rem', borderWidth: '3px' } } },
  lg: { '@layer': { [layers.components]: { width: '2.75rem', height: '2.75rem', borderWidth: '4px' } } },
});
