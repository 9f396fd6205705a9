import { defineConfig } from 'tsup';

/**
 * Two CommonJS entry points for Node 20. Dependencies stay in node_modules; the
 * site's pure modules it imports (address check, form limits) are bundled in.
 */
export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli.ts' },
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
});
