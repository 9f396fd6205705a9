import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './paths.mjs';

const HEADERS_FILE = 'security-headers.generated.conf';
/** Files nginx.conf includes by relative path: they sit beside the copy nginx runs. */
const INCLUDED_FILES = [HEADERS_FILE, 'forms-receiver-proxy.conf', 'storybook-headers.conf'];
/** Where the reference configuration expects the forms receiver. */
export const DEFAULT_RECEIVER_PORT = 9001;

async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts Debian's nginx with site/deploy/nginx.conf on the given port, serving
 * site/public and passing /api/ to the forms receiver on `receiverPort`. The
 * configuration is copied unchanged but for the two ports, so the tests exercise
 * the reference host itself.
 */
export async function startNginx({
  port = 9000,
  receiverPort = DEFAULT_RECEIVER_PORT,
  foreground = false,
} = {}) {
  const deployDir = path.join(siteDir, 'deploy');
  const headers = path.join(deployDir, HEADERS_FILE);
  if (!fs.existsSync(path.join(siteDir, 'public', 'index.html')) || !fs.existsSync(headers)) {
    throw new Error('site/public is missing or incomplete: build the site first (yarn build)');
  }
  if (await answers(port)) {
    throw new Error(`port ${port} is already in use: stop what listens there (another nginx?) and try again`);
  }
  const runDir = path.join(siteDir, '.nginx', String(port));
  fs.mkdirSync(runDir, { recursive: true });
  const config = fs
    .readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8')
    .replace('listen 127.0.0.1:9000;', `listen 127.0.0.1:${port};`)
    .replace(`server 127.0.0.1:${DEFAULT_RECEIVER_PORT};`, `server 127.0.0.1:${receiverPort};`)
    .replace(/\.nginx\//g, `.nginx/${port}/`);
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), config);
  for (const file of INCLUDED_FILES) fs.copyFileSync(path.join(deployDir, file), path.join(runDir, file));

  const child = spawn(
    'nginx',
    [
      '-p',
      `${siteDir}/`,
      '-c',
      `.nginx/${port}/nginx.conf`,
      '-e',
      path.join(runDir, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: foreground ? 'inherit' : ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await Promise.race([
    waitForPort(port, 10_000),
    exited.then((code) => {
      throw new Error(`nginx exited with code ${code}; see ${path.join(runDir, 'error.log')}`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
