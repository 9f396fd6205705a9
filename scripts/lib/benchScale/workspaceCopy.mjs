// A throw-away copy of the repository to build in: the benchmark rewrites content and wipes
// build caches, which must never happen to the working tree (or to another build running there).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';

/** Not copied: history, installs, and build output the benchmark makes afresh. */
const EXCLUDED_ANYWHERE = new Set(['.git', 'node_modules']);
const EXCLUDED_PATHS = new Set(['site/public', 'site/.cache', 'storybook-static']);
/** Installed once in the repository; the copy borrows them rather than installing its own. */
const SHARED_FOLDERS = ['node_modules', 'site/node_modules', 'design-system/node_modules'];

function copied(source) {
  const relative = path.relative(repoRoot, source).split(path.sep).join('/');
  return !EXCLUDED_ANYWHERE.has(path.basename(source)) && !EXCLUDED_PATHS.has(relative);
}

/** Copies the repository's files into `target`, a new folder, and links the installed packages. */
export function copyRepository(target) {
  fs.cpSync(repoRoot, target, { recursive: true, filter: copied, verbatimSymlinks: true });
  for (const folder of SHARED_FOLDERS) {
    const source = path.join(repoRoot, folder);
    if (fs.existsSync(source)) fs.symlinkSync(source, path.join(target, folder), 'dir');
  }
}
