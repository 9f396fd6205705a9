import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './paths.mjs';

const HEADERS_FILE = 'security-headers.generated.conf';
const POLICIES_FILE = 'page-policies.generated.conf';
/** Files the configurations include by relative path: they sit beside the copy nginx runs. */
const INCLUDED_FILES = [
  HEADERS_FILE,
  POLICIES_FILE,
  'http.conf',
  'site.conf',
  'tls.conf',
  'forms-receiver-proxy.conf',
  'storybook-headers.conf',
];
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
 * configuration is copied unchanged but for the ports, so the tests exercise
 * the reference host itself. With `tls`, it runs the public host instead
 * (nginx-https.conf): `port` answers 301 to HTTPS, served on `tls.httpsPort`
 * with the given certificate and key.
 */
export async function startNginx({
  port = 9000,
  receiverPort = DEFAULT_RECEIVER_PORT,
  foreground = false,
  tls,
} = {}) {
  const deployDir = path.join(siteDir, 'deploy');
  const headers = path.join(deployDir, HEADERS_FILE);
  if (
    !fs.existsSync(path.join(siteDir, 'public', 'index.html')) ||
    !fs.existsSync(headers) ||
    !fs.existsSync(path.join(deployDir, POLICIES_FILE))
  ) {
    throw new Error('site/public is missing or incomplete: build the site first (yarn build)');
  }
  if (await answers(port)) {
    throw new Error(`port ${port} is already in use: stop what listens there (another nginx?) and try again`);
  }
  const runDir = path.join(siteDir, '.nginx', String(port));
  fs.mkdirSync(runDir, { recursive: true });
  for (const file of INCLUDED_FILES) fs.copyFileSync(path.join(deployDir, file), path.join(runDir, file));
  const http = fs
    .readFileSync(path.join(runDir, 'http.conf'), 'utf8')
    .replace(`server 127.0.0.1:${DEFAULT_RECEIVER_PORT};`, `server 127.0.0.1:${receiverPort};`)
    .replace(/\.nginx\//g, `.nginx/${port}/`);
  fs.writeFileSync(path.join(runDir, 'http.conf'), http);
  let config;
  if (tls) {
    config = fs
      .readFileSync(path.join(deployDir, 'nginx-https.conf'), 'utf8')
      .replace(/^\s*listen \[::\].*\n/gm, '')
      .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
      .replace(
        'listen 443 ssl http2 default_server;',
        `listen 127.0.0.1:${tls.httpsPort} ssl http2 default_server;`,
      );
    fs.writeFileSync(
      path.join(runDir, 'tls-certificate.conf'),
      `ssl_certificate ${tls.certificate};\nssl_certificate_key ${tls.key};\n`,
    );
  } else {
    config = fs
      .readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8')
      .replace('listen 127.0.0.1:9000;', `listen 127.0.0.1:${port};`);
  }
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), config.replace(/\.nginx\//g, `.nginx/${port}/`));

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
    url: tls ? `https://127.0.0.1:${tls.httpsPort}` : `http://127.0.0.1:${port}`,
    child,
    exited,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
