// The embedded search's first query, measured with the site's own client: which
// files it downloads and their gzip size. The client is TypeScript, so it is bundled
// for Node first (esbuild, already a dependency of the build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot, siteDir } from './paths.mjs';

let bench;

/** site/src/search/bench/firstQueryDownloads.ts, with the design system reduced to the two values it uses. */
export async function loadSearchBench() {
  if (bench) return bench;
  const designSystem = path.join(repoRoot, 'design-system', 'src', 'search');
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-')), 'bench.mjs');
  await build({
    entryPoints: [path.join(siteDir, 'src', 'search', 'bench', 'firstQueryDownloads.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    plugins: [
      {
        name: 'design-system-search-only',
        setup(builder) {
          builder.onResolve({ filter: /^@foyer\/design-system$/ }, () => ({
            path: 'design-system',
            namespace: 'search-only',
          }));
          builder.onLoad({ filter: /.*/, namespace: 'search-only' }, () => ({
            contents: `export { HIERARCHY_LEVELS } from './types.ts'; export { searchRequest } from './searchRequest.ts';`,
            resolveDir: designSystem,
            loader: 'ts',
          }));
        },
      },
    ],
  });
  bench = await import(pathToFileURL(outfile).href);
  return bench;
}

/**
 * The files a language's first search of `query` downloads from a built site's public
 * folder (`typed`: letter by letter, as in the modal), with their gzip bytes and total.
 */
export async function firstQueryBytes(publicDir, language, query, { typed = false } = {}) {
  const { firstQueryDownloads } = await loadSearchBench();
  const read = (address) => fs.readFileSync(path.join(publicDir, address), 'utf8');
  const downloads = await firstQueryDownloads(read, language, query, typed);
  return { downloads, gzipBytes: downloads.reduce((sum, download) => sum + download.gzipBytes, 0) };
}
