import { globalLayer } from '@vanilla-extract/css';

/**
 * The package's cascade layers, declared once and in this order, before any of its
 * rules: `@layer foyer.reset, foyer.base, foyer.components;`. Every rule the package
 * ships sits in one of them, so any unlayered CSS of the host page wins over the
 * package whatever the order the stylesheets load in.
 *
 * - `reset`: the opt-in reset.
 * - `base`: theme variables and the opt-in element styles (`global.css`).
 * - `components`: every component's classes.
 *
 * Use: `style({ '@layer': { [layers.components]: { … } } })`.
 */
const foyer = globalLayer('foyer');

export const layers = {
  reset: globalLayer({ parent: foyer }, 'reset'),
  base: globalLayer({ parent: foyer }, 'base'),
  components: globalLayer({ parent: foyer }, 'components'),
} as const;
