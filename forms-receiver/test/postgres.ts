import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throw-away PostgreSQL cluster with Debian's binaries, in a temporary folder:
 * its own port and socket folder, trust authentication, fsync off (it is thrown
 * away). As root, the server runs as `postgres`, which refuses to run as root.
 * Missing binaries fail the test with the command that installs them.
 */
export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  if (!fs.existsSync(path.join(BIN, 'initdb')) || !fs.existsSync(path.join(BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 is not installed (no ${BIN}/initdb). Install it: apt-get install -y postgresql`,
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(BIN, command),
      asRoot ? ['-u', 'postgres', '--', path.join(BIN, command), ...args] : args,
      {
        stdio: 'pipe',
        cwd: folder,
      },
    );
  const data = path.join(folder, 'data');
  const sockets = path.join(folder, 'sockets');
  fs.mkdirSync(sockets);
  if (asRoot) execFileSync('chown', ['postgres:postgres', sockets]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
