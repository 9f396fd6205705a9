import fs from 'node:fs';
import path from 'node:path';
import { exec } from './exec.mjs';
import { writeReadmeSnippets } from './readmeSnippets.mjs';
import { check, step } from './steps.mjs';

/** Node looks for packages in every parent folder: one there could hide a dependency the tarball forgot. */
export function checkNoParentNodeModules(folder) {
  for (let parent = path.dirname(folder); ; parent = path.dirname(parent)) {
    check(
      !fs.existsSync(path.join(parent, 'node_modules')),
      `${path.join(parent, 'node_modules')} exists: the example must be installed where no parent folder has packages`,
    );
    if (parent === path.dirname(parent)) return;
  }
}

function readVersion(appDir, name) {
  const file = path.join(appDir, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * A copy of the example outside the repository, installed as an adopter would:
 * its locked dependencies with `npm ci`, then the packed package (and, for a
 * variant, other versions of its peers) without touching package.json or the lock.
 * Then a strict type-check and a production build. Returns the copy's folder.
 */
export async function prepareApp({ exampleDir, appDir, tarball, packages = [], label }) {
  const run = (command, args) => exec(command, args, { cwd: appDir });
  await step(`${label}: copy the example to ${appDir}`, () => {
    fs.cpSync(exampleDir, appDir, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
    checkNoParentNodeModules(appDir);
  });
  await step(`${label}: npm ci`, () => run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']));
  await step(
    `${label}: install the tarball${packages.length ? ` with ${packages.join(' ')}` : ''}`,
    async () => {
      // One command: a later `npm install` would prune what an earlier --no-save one added.
      await run('npm', [
        'install',
        '--no-save',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        tarball,
        ...packages,
      ]);
      const installed = path.join(appDir, 'node_modules', '@foyer', 'design-system');
      check(
        !fs.lstatSync(installed).isSymbolicLink(),
        'the package was linked, not installed from the tarball',
      );
      console.log(
        `    @foyer/design-system ${readVersion(appDir, '@foyer/design-system')}, react ${readVersion(appDir, 'react')}, react-dom ${readVersion(appDir, 'react-dom')}, @types/react ${readVersion(appDir, '@types/react')}`,
      );
    },
  );
  await step(`${label}: the README's TypeScript examples, written into src/readme/`, () => {
    const { written, skipped } = writeReadmeSnippets(appDir);
    check(written.length > 0, 'no TypeScript example found in the installed README');
    console.log(
      `    ${written.length} examples to type-check; not checked here: ${skipped.join('; ') || 'none'}`,
    );
  });
  await step(`${label}: tsc -b (strict, the app and the README's examples)`, () =>
    run(path.join('node_modules', '.bin', 'tsc'), ['-b']),
  );
  await step(`${label}: vite build`, () => run(path.join('node_modules', '.bin', 'vite'), ['build']));
  return appDir;
}
