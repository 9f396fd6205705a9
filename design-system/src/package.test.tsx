import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { navbarItems, navbarLabels } from './components/Navbar/fixtures';
import type * as DesignSystem from '../dist/index.js';
import type * as DesignSystemTheme from '../dist/theme.js';

/**
 * Consumers install the built package, not this source: prove that `dist/`
 * holds every file `exports` promises, renders working components whose classes
 * are styled by `dist/styles.css`, and that this stylesheet leaves the host page
 * alone while the opt-in `dist/global.css` styles its elements.
 * `yarn workspace @foyer/design-system build` must run first (the test command does).
 */
const packageDir = path.resolve(__dirname, '..');
const distDir = path.join(packageDir, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

function readDist(file: string): string {
  return fs.readFileSync(path.join(distDir, file), 'utf8');
}

function loadDist(): typeof DesignSystem {
  if (!fs.existsSync(path.join(distDir, 'index.js'))) {
    throw new Error('design-system/dist is missing: run `yarn workspace @foyer/design-system build` first');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../dist/index.js') as typeof DesignSystem;
}

/** Every selector of a stylesheet, one per item of each selector list, keyframe steps left out. */
function selectorsOf(css: string): string[] {
  const withoutKeyframes = css.replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  return [...withoutKeyframes.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)].flatMap(([, list = '']) =>
    list.split(/,(?![^(]*\))/).map((selector) => selector.trim()),
  );
}

const jsFiles = () => fs.readdirSync(distDir).filter((file) => file.endsWith('.js'));

describe('the published package', () => {
  it('ships every file its exports name, ESM with types, with React as a peer', () => {
    expect(Object.keys(manifest.exports).sort()).toEqual(
      [
        '.',
        './code-lines',
        './foyer',
        './global.css',
        './labels',
        './package.json',
        './reset.css',
        './search',
        './styles.css',
        './theme',
        './tokens',
      ].sort(),
    );
    for (const entry of ['.', './theme', './tokens', './foyer', './search', './labels', './code-lines']) {
      expect(manifest.exports[entry]).toEqual({
        types: expect.stringMatching(/^\.\/dist\/.+\.d\.ts$/),
        import: expect.stringMatching(/^\.\/dist\/.+\.js$/),
        default: expect.stringMatching(/^\.\/dist\/.+\.js$/),
      });
    }
    const targets = Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    for (const target of targets) {
      expect({ target, exists: fs.existsSync(path.join(packageDir, target)) }).toEqual({
        target,
        exists: true,
      });
    }
    expect(manifest.sideEffects).toContain('**/*.css');
    expect(manifest.peerDependencies.react).toMatch(/18/);
  });

  it('ships exactly three stylesheets, and no source-map comment pointing at a missing file', () => {
    const cssFiles = fs.readdirSync(distDir).filter((file) => /\.css(\.map)?$/.test(file));
    expect(cssFiles.sort()).toEqual(['global.css', 'reset.css', 'styles.css']);
    for (const file of [...cssFiles, ...jsFiles()]) {
      const map = /[#@] sourceMappingURL=([^\s*]+)/.exec(readDist(file))?.[1];
      if (map)
        expect({ file, map, exists: fs.existsSync(path.join(distDir, map)) }).toMatchObject({ exists: true });
    }
  });

  it('imports at run time only React and the dependencies it declares', () => {
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    for (const file of jsFiles()) {
      const specifiers = [...readDist(file).matchAll(/(?:from|import)\s*["']([^"'.][^"']*)["']/g)].map(
        ([, specifier = '']) => specifier,
      );
      for (const specifier of specifiers) {
        const [scopeOrName = '', name = ''] = specifier.split('/');
        const packageName = scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
        expect({ file, specifier, declared: declared.includes(packageName) }).toMatchObject({
          declared: true,
        });
      }
    }
  });

  it('renders the built Navbar, styled by the built stylesheet', () => {
    const { Navbar } = loadDist();
    const css = readDist('styles.css');
    render(
      <Navbar
        brand={{ label: 'Foyer', href: '/' }}
        items={navbarItems('en')}
        labels={navbarLabels.en}
        currentPath="/docs/"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const docs = within(nav).getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', '/docs/');
    const classes = [...(nav.closest('header')?.classList ?? []), ...docs.classList];
    expect(classes.length).toBeGreaterThan(0);
    for (const className of classes) {
      expect(css).toContain(`.${className}`);
    }
  });

  it('styles the parts it loads lazily from the same stylesheet', async () => {
    const { MobileSidebar } = loadDist();
    const css = readDist('styles.css');
    render(
      <MobileSidebar isOpen onOpenChange={() => undefined} title="Menu" closeLabel="Close the menu">
        <p>Links</p>
      </MobileSidebar>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.classList.length).toBeGreaterThan(0);
    for (const className of dialog.classList) {
      expect(css).toContain(`.${className}`);
    }
  });

  it('themes the components through stable variables in styles.css, restyling nothing of the host page', () => {
    const css = readDist('styles.css');
    // Only under data-theme (or the opt-in classes): never on :root by itself.
    expect(css).toMatch(/\[data-theme=dark\],\.[\w-]+\{[^}]*--foyer-color-primary:[^}]*color-scheme:dark/);
    expect(css).toMatch(/\[data-theme=light\],\.[\w-]+\{[^}]*--foyer-color-primary:[^}]*color-scheme:light/);
    expect(css).toContain('var(--foyer-color-primary)');
    expect(css).not.toContain(':root');
    const hostSelectors = selectorsOf(css).filter(
      (selector) => !/^\[data-theme=(dark|light)\]$/.test(selector) && !/\.[_a-zA-Z-]/.test(selector),
    );
    expect(hostSelectors).toEqual([]);
    expect(css).not.toMatch(/(^|[{}])\s*(body|html|a|h1|\*|::selection)\s*[,{]/);
  });

  it('keeps the element styles in the opt-in global.css, without the theme', () => {
    const css = readDist('global.css');
    const selectors = selectorsOf(css);
    for (const element of ['body', 'a', 'h1', '::selection', '*']) {
      expect(selectors.some((selector) => selector.split(/[\s,]/).includes(element))).toBe(true);
    }
    expect(css).toContain('var(--foyer-color-text)');
    expect(css).not.toMatch(/--foyer-[\w-]+:/);
  });

  it('exposes the stable variable names and the brand helper from the theme entry', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const theme = require('../dist/theme.js') as typeof DesignSystemTheme;
    expect(theme.themeVariables.color.primary).toBe('--foyer-color-primary');
    expect(theme.createBrandTheme({ light: { colors: { primary: '#0b6b63' } } })).toContain(
      '[data-theme="light"] {\n  --foyer-color-primary: #0b6b63;\n',
    );
  });
});
