// A throw-away copy of the repository to build in: the benchmark rewrites content and wipes
// build caches, which must never happen to the working tree (or to another build running there).
import fs from 'node:fs';
import path from 'node:path';

/** Not copied: history, installs, and build output the benchmark makes afresh. */
const EXCLUDED_ANYWHERE = new Set(['.git', 'node_modules']);
const EXCLUDED_PATHS = new Set([
  'site/public',
  'site/.cache',
  'site/.nginx',
  'storybook-static',
  // What the forms receiver holds of people (its database, mails, secret, socket) stays where it is.
  'forms-receiver/data',
]);
/** Installed once in the repository; the copy borrows them rather than installing its own. */
const SHARED_FOLDERS = ['node_modules', 'site/node_modules', 'design-system/node_modules'];

/** Files, folders and links only: a socket (a running receiver's operator.sock) or a FIFO cannot be copied. */
function isPlain(source) {
  try {
    const stat = fs.lstatSync(source);
    return stat.isFile() || stat.isDirectory() || stat.isSymbolicLink();
  } catch {
    // Gone since the folder was listed (a build writing beside the copy).
    return false;
  }
}

function copiedFrom(root) {
  return (source) => {
    const relative = path.relative(root, source).split(path.sep).join('/');
    return !EXCLUDED_ANYWHERE.has(path.basename(source)) && !EXCLUDED_PATHS.has(relative) && isPlain(source);
  };
}

/** Copies the repository's files (from the checkout at `from`) into `target`, a new folder, and links the installed packages. */
export function copyRepository(target, from) {
  fs.cpSync(from, target, { recursive: true, filter: copiedFrom(from), verbatimSymlinks: true });
  for (const folder of SHARED_FOLDERS) {
    const source = path.join(from, folder);
    if (fs.existsSync(source)) fs.symlinkSync(source, path.join(target, folder), 'dir');
  }
}
