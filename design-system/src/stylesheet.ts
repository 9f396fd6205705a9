/**
 * The entry of `dist/styles.css`, which tsup.config.ts builds for its CSS alone:
 * the theme's variables first, then the classes of every component, the lazily
 * loaded and the Foyer-only ones included. Nothing imports it at run time.
 */
import './theme/theme.css';

// Namespaces keep every export, and so every stylesheet, in the bundle.
export * as components from './index';
export * as foyer from './foyer';
