import fs from 'node:fs';
import path from 'node:path';

/**
 * reloadOnChunkFailure patches Gatsby's private browser runtime. These read the
 * installed Gatsby's own source (what webpack bundles into the site) and fail when an
 * upgrade renames or moves what the patch relies on, before a visitor's navigation
 * silently loses it.
 */
const gatsbyDir = path.dirname(require.resolve('gatsby/package.json', { paths: [__dirname] }));
const gatsbyLinkDir = path.dirname(require.resolve('gatsby-link/package.json', { paths: [gatsbyDir] }));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('Gatsby’s private runtime, as reloadOnChunkFailure uses it', () => {
  it('sets window.___loader and window.___navigate before running onClientEntry', () => {
    const app = read(gatsbyDir, 'cache-dir/production-app.js');
    const clientEntry = app.indexOf('apiRunnerAsync(`onClientEntry`)');
    expect(clientEntry).toBeGreaterThan(0);
    expect(app).toMatch(/import\s*{[^}]*\binit as navigationInit\b[^}]*}\s*from "\.\/navigation"/);
    const loaderSet = app.search(/window\.___loader = publicLoader\b/);
    const navigationSet = app.search(/^navigationInit\(\)/m);
    expect(loaderSet).toBeGreaterThan(0);
    expect(loaderSet).toBeLessThan(clientEntry);
    expect(navigationSet).toBeGreaterThan(0);
    expect(navigationSet).toBeLessThan(clientEntry);

    const navigation = read(gatsbyDir, 'cache-dir/navigation.js');
    expect(navigation).toMatch(
      /function init\(\) {[^]*?window\.___navigate = \(to, options\) => navigate\(to, options\)/,
    );
  });

  it('gives publicLoader a loadPage that works detached and resolves failed pages with the status "error"', () => {
    const loader = read(gatsbyDir, 'cache-dir/loader.js');
    expect(loader).toMatch(
      /export const publicLoader = {[^]*?\n\s*loadPage: rawPath => instance\.loadPage\(rawPath\),/,
    );
    expect(loader).toMatch(/export const PageResourceStatus = {[^}]*\bError: `error`,/);
  });

  it('has its own navigate load the page through the same loadPage, whose result it reuses', () => {
    const navigation = read(gatsbyDir, 'cache-dir/navigation.js');
    expect(navigation).toMatch(/loader\.loadPage\(pathname \+ search\)\.then\(pageResources =>/);
  });

  it.each(['dist/index.modern.mjs', 'dist/index.js'])(
    'has Link clicks and navigate() call window.___navigate at the time (gatsby-link %s)',
    (file) => {
      const link = read(gatsbyLinkDir, file);
      expect(link.match(/window\.___navigate\(/g)).toHaveLength(2);
    },
  );
});
