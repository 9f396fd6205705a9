import path from 'node:path';
import { createRequire } from 'node:module';

const requireFromHere = createRequire(__filename);
const designSystemDir = path.resolve(__dirname, '../../design-system');

/**
 * webpack aliases that point each public entry of the workspace's design system at
 * its TypeScript source (`design-system/source-entries.cjs`), so the site builds the
 * components with its own vanilla-extract and no `dist/` is needed. Adopters of the
 * package resolve the same names to `dist/` through its `exports`.
 */
export function designSystemSourceAliases(): Record<string, string> {
  const entries = requireFromHere(path.join(designSystemDir, 'source-entries.cjs')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(entries).map(([entry, source]) => [`${entry}$`, path.join(designSystemDir, source)]),
  );
}
