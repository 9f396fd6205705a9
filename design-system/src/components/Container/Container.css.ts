import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { media } from '../../theme/tokens';

export const container = style({
  '@layer': {
    [layers.components]: {
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: vars.size.contentMaxWidth,
      marginInline: 'auto',
      paddingInline: vars.space.md,
      '@media': {
        [media.desktop]: { paddingInline: vars.space.lg },
      },
    },
  },
});

/** For running text: lines stay short enough to read. */
export const prose = style({
  '@layer': {
    [layers.components]: { maxWidth: vars.size.proseMaxWidth },
  },
});
