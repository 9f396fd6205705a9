import { style } from '@vanilla-extract/css';

export const icon = style({ width: '1.25rem', height: '1.25rem' });
