import fs from 'node:fs';
import { hasCommand, isRoot, run } from './run.mjs';

/** The server binaries of Debian's postgresql package, whatever its major version. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(`${root}/${version}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? `${root}/${versions[0]}/bin` : undefined;
}

/** Seconds apt-get waits for dpkg's lock (and the lists' lock) before it gives up. */
const APT_LOCK_TIMEOUT_SECONDS = 600;
const APT_WAIT_FOR_LOCK = ['-o', `DPkg::Lock::Timeout=${APT_LOCK_TIMEOUT_SECONDS}`];

/** What each Debian package provides: a command on PATH, an absolute path, or a check. */
const PROVIDES = {
  chromium: '/usr/bin/chromium',
  'nginx-light': 'nginx',
  postgresql: () => postgresBinDir() !== undefined,
};

function isPresent(provided) {
  if (typeof provided === 'function') return provided();
  return provided.startsWith('/') ? fs.existsSync(provided) : hasCommand(provided);
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
  // Another apt-get (a desktop's updater, a second test run) may hold dpkg's lock: wait for it.
  const install = () =>
    run('apt-get', [...APT_WAIT_FOR_LOCK, 'install', '-y', '--no-install-recommends', ...missing]);
  if ((await install()) === 0) return 0;
  const updated = await run('apt-get', [...APT_WAIT_FOR_LOCK, 'update']);
  const code = updated === 0 ? await install() : updated;
  if (code !== 0) console.error(`${why} need Debian packages that could not be installed:\n  ${command}`);
  return code;
}
