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
export interface Postgres {
  url: string;
  /** The server's own log (what PostgreSQL wrote about each statement it refused). */
  log(): string;
  /** `pg_ctl -m fast stop`: the server closes every connection (57P01), as in a restart. */
  pause(): void;
  /** Starts it again on the same port, waiting until it accepts connections. */
  resume(): void;
  /** Stops it for good and removes its folder. */
  stop(): void;
}

export async function startPostgres(): Promise<Postgres> {
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
  const logFile = path.join(folder, 'server.log');
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      logFile,
      '-w',
      '-o',
      `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log: () => fs.readFileSync(logFile, 'utf8'),
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
