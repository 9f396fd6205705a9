import fs from 'node:fs';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * The published package: ESM, type declarations and one CSS file. Consumers
 * import `@foyer/design-system/styles.css` once; the workspace site compiles the
 * TypeScript source instead (the `source` export condition).
 */
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  minify: true,
  splitting: true,
  treeshake: true,
  target: 'es2020',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria',
    'react-stately',
    'react-error-boundary',
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // index.css already holds the theme's styles; ship it as the one stylesheet.
    fs.renameSync('dist/index.css', 'dist/styles.css');
    fs.rmSync('dist/index.css.map', { force: true });
    fs.rmSync('dist/theme.css', { force: true });
    fs.rmSync('dist/theme.css.map', { force: true });
  },
});
