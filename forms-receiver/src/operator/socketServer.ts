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
 * Protocol: POST /run with `{"args": [...]}`; 200 and the output, or 400 and the usage error.
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
      const { args } = JSON.parse(await readBody(request)) as { args?: unknown };
      if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string'))
        throw new UsageError('bad request');
      const parsed = parseCommand(args);
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      await runCommand(store, parsed, (chunk) => response.write(chunk));
      response.end();
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
    request.end(JSON.stringify({ args }));
  });
}
