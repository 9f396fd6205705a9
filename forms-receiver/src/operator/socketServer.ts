import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type FastifyBaseLogger } from 'fastify';
import { type Store } from '../store/store';
import { parseCommand, runCommand, UsageError } from './commands';

export function operatorSocketPath(dataDir: string): string {
  return path.join(dataDir, 'operator.sock');
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * The operator commands, served on `<data>/operator.sock` (0600: only the account
 * running the receiver, and root, may use it). The embedded store belongs to the
 * running receiver, so the CLI asks it instead of opening the files itself.
 * Protocol: POST /run with `{"args": [...], "input"?: "…"}` (input: the backup a restore
 * reads); 200 and the output, or 400 and the usage error.
 */
export async function startOperatorSocket(
  store: Store,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const file = operatorSocketPath(dataDir);
  // A socket file left by a killed receiver would make listen fail; we hold the data dir's lock.
  fs.rmSync(file, { force: true });
  const server = http.createServer(async (request, response) => {
    try {
      const { args, input } = JSON.parse(await readBody(request)) as { args?: unknown; input?: unknown };
      if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string'))
        throw new UsageError('bad request');
      if (input !== undefined && typeof input !== 'string') throw new UsageError('bad request');
      const command = parseCommand(args);
      // The whole output is gathered first: a command that fails half-way answers 500,
      // never a 200 with half a backup or half an export.
      const output: string[] = [];
      await runCommand(store, command, { write: (chunk) => output.push(chunk), dataDir, input });
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(output.join(''));
    } catch (error) {
      const usage = error instanceof UsageError;
      if (!usage) log.error({ err: error }, 'operator command failed');
      if (!response.headersSent)
        response.writeHead(usage ? 400 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Runs a command through a receiver's socket, writing its output. Undefined when no
 * receiver answers there (then the caller opens the store itself); else the exit code.
 */
export function runThroughSocket(
  dataDir: string,
  args: string[],
  input: string | undefined,
  write: (chunk: string) => void,
  writeError: (chunk: string) => void,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: operatorSocketPath(dataDir),
        path: '/run',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
      (response) => {
        response.setEncoding('utf8');
        const ok = response.statusCode === 200;
        response.on('data', (chunk: string) => (ok ? write(chunk) : writeError(chunk)));
        response.on('end', () => resolve(ok ? 0 : response.statusCode === 400 ? 2 : 1));
        response.on('error', reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    request.end(JSON.stringify({ args, input }));
  });
}
