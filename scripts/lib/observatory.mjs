import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { quietEnv } from './run.mjs';

const folder = path.join(repoRoot, 'scripts', 'observatory');
const packageDir = path.join(folder, 'node_modules', '@mdn', 'mdn-http-observatory');
// The scanner's wrapper points NODE_EXTRA_CA_CERTS at this bundle, which its post-install downloads.
const caBundle = path.join(
  folder,
  'node_modules',
  'node_extra_ca_certs_mozilla_bundle',
  'ca_bundle',
  'ca_intermediate_bundle.pem',
);

/**
 * Installs the MDN HTTP Observatory scanner in scripts/observatory from its lock file, without
 * its post-install (it downloads the HSTS preload list and certificate bundles from the
 * internet), and gives it offline what that would have written: an empty preload list.
 */
export function installObservatory() {
  if (!fs.existsSync(path.join(packageDir, 'bin', 'wrapper.js'))) {
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: folder,
      stdio: 'inherit',
      env: quietEnv,
    });
  }
  fs.writeFileSync(path.join(packageDir, 'conf', 'hsts-preload.json'), '{}\n');
}

/**
 * Scans `hostName` (http:// and https:// on ports 80 and 443) and resolves with the scanner's
 * JSON: `scan` (grade, score, tests passed and failed) and `tests` (each test's result).
 * `caCertificate` is the only authority the scanner trusts.
 */
export function scanWithObservatory(hostName, caCertificate) {
  fs.mkdirSync(path.dirname(caBundle), { recursive: true });
  fs.copyFileSync(caCertificate, caBundle);
  const output = execFileSync(process.execPath, [path.join(packageDir, 'bin', 'wrapper.js'), hostName], {
    cwd: folder,
    encoding: 'utf8',
    env: quietEnv,
    timeout: 120_000,
  });
  const result = JSON.parse(output);
  if (result.error) throw new Error(`the Observatory could not scan ${hostName}: ${result.error}`);
  return result;
}
