/**
 * The names of the package's cascade layers, in their order. Plain strings, apart
 * from layers.css.ts which declares them, so that the build (tsup.config.ts) can
 * state the order at the top of every stylesheet.
 */
export const layerNames = {
  reset: 'foyer.reset',
  base: 'foyer.base',
  components: 'foyer.components',
} as const;
