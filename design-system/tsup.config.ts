import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, defineConfig, type Options } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { layerNames } from './src/theme/layerNames';

const shared = {
  format: ['esm'],
  minify: true,
  target: 'es2020',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria',
    'react-stately',
    'react-error-boundary',
  ],
} satisfies Options;

/** The stylesheets the package ships, and the entry each is built from. */
const stylesheets = {
  styles: 'src/stylesheet.ts',
  global: 'src/globalStyles.ts',
  reset: 'src/resetStyles.ts',
};

/**
 * The order of the package's cascade layers (theme/layers.css.ts), stated first in
 * every stylesheet: whichever of them a page loads first, the layers keep this order.
 */
const layerOrder = `@layer ${Object.values(layerNames).join(', ')};\n`;

/**
 * Builds `dist/styles.css` (theme variables and every component class) and
 * `dist/global.css` (the opt-in element styles) and `dist/reset.css` (the opt-in
 * reset) in a build of their own, without
 * code splitting: with splitting, esbuild writes the CSS of lazily loaded chunks to
 * extra files, which no consumer would import. Without it, each stylesheet is one
 * file in import order, theme first. Only the CSS of that build is kept.
 */
async function buildStylesheets(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-stylesheets-'));
  try {
    await build({
      ...shared,
      config: false,
      silent: true,
      entry: stylesheets,
      outDir,
      splitting: false,
      sourcemap: false,
      dts: false,
      esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    });
    for (const name of Object.keys(stylesheets)) {
      const css = fs.readFileSync(path.join(outDir, `${name}.css`), 'utf8');
      // No map is shipped, so no comment may point at one.
      const rules = css.replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '').trim();
      const shipped = `${layerOrder}${rules}\n`;
      fs.writeFileSync(`dist/${name}.css`, shipped);
      console.log(`CSS dist/${name}.css ${(shipped.length / 1024).toFixed(2)} KB`);
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The published package: ESM with type declarations, split into chunks so that a
 * page importing only `Button` bundles only Button's code, plus the two
 * stylesheets. The JS carries class names only (`outputCss: false`); the CSS
 * comes from buildStylesheets. The workspace site compiles the TypeScript source
 * instead (design-system/source-entries.cjs).
 */
export default defineConfig({
  ...shared,
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme/index.ts',
    tokens: 'src/tokens.ts',
    foyer: 'src/foyer/index.ts',
    search: 'src/search/entry.ts',
    labels: 'src/labels/entry.ts',
    'code-lines': 'src/codeLines.ts',
  },
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
  onSuccess: buildStylesheets,
});
