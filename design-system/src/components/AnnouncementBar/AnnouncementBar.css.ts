import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from './announcementBarScript';
import { layers } from '../../theme/layers.css';

export const bar = style({
  '@layer': {
    [layers.components]: {
      fontFamily: vars.font.body,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.md,
      backgroundColor: vars.color.infoSurface,
      color: vars.color.text,
      borderBottom: `1px solid ${vars.color.border}`,
      selectors: {
        // Set by the inline head script before first paint, only when this id was dismissed.
        [`html[${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}] &[data-announcement-id]`]: { display: 'none' },
      },
    },
  },
});

export const content = style({
  '@layer': {
    [layers.components]: {
      flex: 1,
      minWidth: 0,
      paddingBlock: vars.space.xs,
      textAlign: 'center',
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const closeIcon = style({ '@layer': { [layers.components]: { width: '1rem', height: '1rem' } } });
