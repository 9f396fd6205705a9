import { globalStyle } from '@vanilla-extract/css';
import { layers } from './layers.css';

/**
 * The opt-in reset (`@foyer/design-system/reset.css`): a small set of element
 * defaults for a site that starts from nothing. It sits in `foyer.reset`, the first
 * of the package's layers, so the package's own styles and every host rule win over it.
 * It sets no colour and no font: those come from the theme or from the host.
 */
const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [layers.reset]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box' });

reset('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

reset('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

reset('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });

reset('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

// Form controls take the page's font instead of the browser's small system one.
reset('input, button, textarea, select', { font: 'inherit', letterSpacing: 'inherit' });

reset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
