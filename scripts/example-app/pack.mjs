import fs from 'node:fs';
import path from 'node:path';
import { exec } from './exec.mjs';
import { check } from './steps.mjs';

/** Every file path named by package.json's `exports` (conditions and subpaths alike), `main` and `types`. */
function exportedPaths(manifest) {
  const paths = new Set();
  const visit = (target) => {
    if (typeof target === 'string') paths.add(target);
    else if (target && typeof target === 'object') Object.values(target).forEach(visit);
  };
  visit(manifest.exports);
  visit(manifest.main);
  visit(manifest.types);
  return [...paths].map((target) => path.posix.normalize(target));
}

/**
 * `npm pack` of the package, as a release would make it; returns the tarball's path.
 * npm names the file after the version in package.json, so it is read, never guessed.
 */
export async function packPackage(packageDir, destination) {
  check(
    fs.existsSync(path.join(packageDir, 'dist', 'index.js')),
    `${path.join(packageDir, 'dist')} is missing: build the package first (npx yarn@1.22.22 build:design-system)`,
  );
  const [report] = JSON.parse(
    await exec('npm', ['pack', '--json', '--pack-destination', destination], { cwd: packageDir }),
  );
  return path.join(destination, report.filename);
}

/**
 * The tarball must hold every file `exports` points at (a missing one breaks every
 * adopter's import), and the documents adopters read. Returns the documents still missing.
 */
export async function checkTarball(tarball, packageDir) {
  const listing = await exec('tar', ['-tzf', tarball]);
  const files = new Set(
    listing
      .split('\n')
      .filter(Boolean)
      .map((entry) => entry.replace(/^package\//, '')),
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const exported = exportedPaths(manifest).filter((target) => !target.includes('*'));
  const missingExports = exported.filter((target) => !files.has(target));
  check(
    missingExports.length === 0,
    `the tarball lacks files that package.json exports: ${missingExports.join(', ')}`,
  );
  const documents = ['README.md', 'LICENSE', 'CHANGELOG.md'];
  return {
    exportedCount: exported.length,
    fileCount: files.size,
    missingDocuments: documents.filter((document) => !files.has(document)),
  };
}
