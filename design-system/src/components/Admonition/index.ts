export { Admonition } from './Admonition';
export type { AdmonitionProps, AdmonitionType } from './Admonition';
