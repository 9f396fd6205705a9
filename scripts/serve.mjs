#!/usr/bin/env node
// Serves the built site on http://127.0.0.1:9000 through the project's nginx
// configuration (site/deploy/nginx.conf), the reference host: its redirects,
// per-locale 404 pages and headers are part of the site. nginx is installed as
// `npm test` installs it (apt-get as root); otherwise the command is printed and
// nothing is served, rather than a server that behaves differently.
import { startNginx } from './lib/nginx.mjs';
import { ensureDebianPackages } from './lib/systemPackages.mjs';

const port = 9000;
const url = `http://127.0.0.1:${port}/`;

const ready = await ensureDebianPackages(
  ['nginx-light'],
  'Serving the site like its reference host (nginx) would',
);
if (ready !== 0) process.exit(ready);

const server = await startNginx({ port });
console.log(
  `\nFoyer website (nginx, site/deploy/nginx.conf): ${url}\nFrench: ${url}fr/\nPress Ctrl+C to stop.\n`,
);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await server.exited;
