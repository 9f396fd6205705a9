import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { quietEnv } from './run.mjs';

export const receiverDir = path.join(repoRoot, 'forms-receiver');
const serverScript = path.join(receiverDir, 'dist', 'server.js');

async function healthy(url) {
  try {
    const response = await fetch(`${url}/api/health/`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the forms receiver (forms-receiver/dist/server.js) on 127.0.0.1:`port`
 * and resolves once its health endpoint answers. `env` adds to the environment
 * (FORMS_DATA_DIR, DATABASE_URL, SMTP_URL, limits…). `stop()` asks it to finish
 * what it is doing (SIGTERM); `kill()` is the crash (SIGKILL).
 */
export async function startReceiver({ port = 9001, env = {}, stdio = 'inherit', timeoutMs = 30_000 } = {}) {
  if (!fs.existsSync(serverScript)) {
    throw new Error(
      'forms-receiver/dist/server.js is missing: build it first (yarn workspace @foyer/forms-receiver build)',
    );
  }
  const url = `http://127.0.0.1:${port}`;
  if (await healthy(url)) {
    throw new Error(`port ${port} already answers: stop the receiver that listens there and try again`);
  }
  const child = spawn(process.execPath, [serverScript], {
    cwd: repoRoot,
    env: { ...quietEnv, FORMS_HOST: '127.0.0.1', FORMS_PORT: String(port), ...env },
    stdio: ['ignore', stdio, stdio],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  exited.then(() => {
    stopped = true;
  });
  while (!(await healthy(url))) {
    if (stopped) throw new Error(`the forms receiver exited (${await exited}) before answering on ${url}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the forms receiver did not answer on ${url} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    exited,
    stop: async () => {
      if (!stopped) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (!stopped) child.kill('SIGKILL');
      await exited;
    },
  };
}
