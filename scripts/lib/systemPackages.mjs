import fs from 'node:fs';
import { hasCommand, isRoot, run } from './run.mjs';

/** What each Debian package provides, as a command on PATH or an absolute path. */
const PROVIDES = {
  chromium: '/usr/bin/chromium',
  'nginx-light': 'nginx',
};

function isPresent(command) {
  return command.startsWith('/') ? fs.existsSync(command) : hasCommand(command);
}

/**
 * Installs the Debian packages that are missing (apt-get as root, after an update if
 * the first try fails); otherwise prints the command to run and resolves non-zero.
 * `why` completes "… need Debian packages that are missing".
 */
export async function ensureDebianPackages(packages, why) {
  const missing = packages.filter((name) => !isPresent(PROVIDES[name] ?? name));
  if (missing.length === 0) return 0;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!isRoot() || !hasCommand('apt-get')) {
    console.error(`${why} need Debian packages that are missing. Install them with:\n  sudo ${command}`);
    return 1;
  }
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);
  if ((await install()) === 0) return 0;
  const updated = await run('apt-get', ['update']);
  const code = updated === 0 ? await install() : updated;
  if (code !== 0) console.error(`${why} need Debian packages that could not be installed:\n  ${command}`);
  return code;
}
