/**
 * The `@foyer/design-system/tokens` entry: the theme contract and the layout
 * tokens, nothing else. A host's own `.css.ts` files import from here, so
 * vanilla-extract evaluates only these few modules for each of them instead of the
 * component tree (the main entry) or the theme classes and colour-mode code
 * (`/theme`).
 */
export { vars } from './theme/contract.css';
export { breakpoints, media, DESKTOP_MIN_WIDTH, fontStacks } from './theme/tokens';
