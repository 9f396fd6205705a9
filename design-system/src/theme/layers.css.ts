import { globalLayer } from '@vanilla-extract/css';
import { layerNames } from './layerNames';

/**
 * The package's cascade layers, declared once and in this order, before any of its
 * rules: `@layer foyer.reset, foyer.base, foyer.components;` (the build also writes
 * that statement at the top of every stylesheet). Every rule the package ships sits
 * in one of them, so any unlayered CSS of the host page wins over the package
 * whatever the order the stylesheets load in.
 *
 * - `reset`: the opt-in reset (`reset.css`).
 * - `base`: theme variables and the opt-in element styles (`global.css`).
 * - `components`: every component's classes.
 *
 * Use: `style({ '@layer': { [layers.components]: { … } } })`.
 */
export const layers = {
  reset: globalLayer(layerNames.reset),
  base: globalLayer(layerNames.base),
  components: globalLayer(layerNames.components),
} as const;
