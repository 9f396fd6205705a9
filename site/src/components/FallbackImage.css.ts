import { style } from '@vanilla-extract/css';

/** Only there to find the picture's `<img>`; it adds no box of its own. */
export const watcher = style({ display: 'contents' });
