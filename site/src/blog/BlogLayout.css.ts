import { style } from '@vanilla-extract/css';
import { proseBesideAside } from '../components/proseBesideAside';
import { scrollingStickyAside } from '../components/stickyAside.css';

/** The page's text beside the posts sidebar on desktop. */
export const columns = proseBesideAside('16rem');

export const content = style({ minWidth: 0 });

/** On phones the posts list lives in the menu, as the docs sidebar does. */
export const sidebar = scrollingStickyAside;
