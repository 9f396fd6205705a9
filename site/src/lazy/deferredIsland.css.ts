import { style } from '@vanilla-extract/css';

/** The island's wrapper only listens for the visitor; it must not change the layout. */
export const island = style({ display: 'contents' });
