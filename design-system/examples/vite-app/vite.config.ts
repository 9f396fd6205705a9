import { colorModeScript, createBrandTheme } from '@foyer/design-system/theme';
import { defineConfig, type Plugin } from 'vite';
import { brand } from './src/brand.ts';
import { colorMode } from './src/colorMode.ts';

const BRAND_STYLESHEET = 'virtual:acme-brand.css';

/**
 * Uses the design system at build time, where a client-only app has no server to do it:
 * - the colour-mode script goes first in every page's `<head>`, so the stored mode
 *   applies before the first paint (React would render too late);
 * - Acme's brand becomes a stylesheet module that `main.tsx` imports after the
 *   design system's, so it lands in the same CSS bundle, in the right order;
 * - the host pages (host*.html) get no colour-mode script: they stand for a site
 *   that imports the stylesheet without using the theme.
 */
function acmeDesignSystem(): Plugin {
  return {
    name: 'acme-design-system',
    resolveId(id) {
      return id === BRAND_STYLESHEET ? id : undefined;
    },
    load(id) {
      return id === BRAND_STYLESHEET ? createBrandTheme(brand) : undefined;
    },
    transformIndexHtml(_html, { path }) {
      // The host pages stand for a site without the design system's colour mode.
      if (path.startsWith('/host')) return undefined;
      return [{ tag: 'script', children: colorModeScript(colorMode), injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  plugins: [acmeDesignSystem()],
  build: {
    // The test runner reads which chunks each page loads from the manifest.
    manifest: true,
    rollupOptions: {
      input: {
        main: 'index.html',
        'button-only': 'button-only.html',
        host: 'host.html',
        'host-with-package': 'host-with-package.html',
        german: 'german.html',
      },
    },
  },
});
