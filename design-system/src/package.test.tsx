import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { navbarItems, navbarLabels } from './components/Navbar/fixtures';
import type * as DesignSystem from '../dist/index.js';

/**
 * Consumers install the built package, not this source: prove that `dist/`
 * renders working components whose classes are styled by `dist/styles.css`.
 * `yarn workspace @foyer/design-system build` must run first (the test command does).
 */
const distDir = path.resolve(__dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
  peerDependencies: Record<string, string>;
};

function loadDist(): typeof DesignSystem {
  if (!fs.existsSync(path.join(distDir, 'index.js'))) {
    throw new Error('design-system/dist is missing: run `yarn workspace @foyer/design-system build` first');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../dist/index.js') as typeof DesignSystem;
}

describe('the published package', () => {
  it('declares ESM, types and one stylesheet in its exports, with React as a peer', () => {
    expect(manifest.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(manifest.exports['./styles.css']).toBe('./dist/styles.css');
    expect(manifest.exports['./theme']).toMatchObject({
      types: './dist/theme.d.ts',
      import: './dist/theme.js',
    });
    expect(manifest.sideEffects).toContain('**/*.css');
    expect(manifest.peerDependencies.react).toMatch(/18/);
    for (const file of ['index.js', 'index.d.ts', 'theme.js', 'theme.d.ts', 'styles.css']) {
      expect(fs.existsSync(path.join(distDir, file))).toBe(true);
    }
  });

  it('renders the built Navbar, styled by the built stylesheet', () => {
    const { Navbar } = loadDist();
    const css = fs.readFileSync(path.join(distDir, 'styles.css'), 'utf8');
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
    expect(css).toMatch(/:root,:root\[data-theme=dark\]\{/);
    expect(css).toMatch(/:root\[data-theme=light\]\{/);
  });
});
