import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { layers } from '../../theme/layers.css';

/** Share of the track reached while loading: the rest is kept for the real end. */
const CREEP_TARGET = 0.9;

/*
 * The creep is behaviour rather than a theme value: slow enough that a long load
 * still looks alive near its end, and finite so a paused screenshot is stable.
 */
const CREEP_DURATION = '10s';

const creep = keyframes({
  from: { transform: 'scaleX(0)' },
});

export const track = style({
  '@layer': {
    [layers.components]: {
      position: 'fixed',
      insetBlockStart: 0,
      insetInline: 0,
      height: vars.space.xs,
      zIndex: vars.zIndex.toast,
      pointerEvents: 'none',
      overflow: 'hidden',
    },
  },
});

export const indicator = style({
  '@layer': {
    [layers.components]: {
      height: '100%',
      backgroundColor: vars.color.primary,
      transformOrigin: 'left',
      selectors: {
        '[dir="rtl"] &': { transformOrigin: 'right' },
        // The static value is the creep's end, so leaving the animation never moves the bar back.
        [`${track}[data-state="loading"] &`]: {
          transform: `scaleX(${CREEP_TARGET})`,
          animation: `${creep} ${CREEP_DURATION} cubic-bezier(0.1, 0.7, 0.3, 1)`,
        },
        [`${track}[data-state="complete"] &`]: {
          transform: 'scaleX(1)',
          opacity: 0,
          transition: `transform ${vars.motion.normal} ease-out, opacity ${vars.motion.normal} ease-in ${vars.motion.normal}`,
        },
      },
      '@media': {
        [media.reducedMotion]: {
          animation: 'none !important',
          transition: 'none !important',
        },
      },
    },
  },
});
