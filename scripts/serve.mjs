#!/usr/bin/env node
// Serves the built site on http://127.0.0.1:9000 as the reference host does: nginx
// with the project's configuration (site/deploy/nginx.conf: redirects, per-locale
// 404 pages, headers) in front of the forms receiver (forms-receiver/, on :9001),
// which takes the contact, newsletter and Plus forms. nginx is installed as
// `npm test` installs it (apt-get as root); otherwise the command is printed and
// nothing is served, rather than a server that behaves differently.
import { startNginx } from './lib/nginx.mjs';
import { startReceiver } from '../forms-receiver/launcher.cjs';
import { ensureDebianPackages } from './lib/systemPackages.mjs';

const port = Number(process.env.SITE_PORT || 9000);
const receiverPort = Number(process.env.FORMS_PORT || 9001);
const url = `http://127.0.0.1:${port}/`;

const ready = await ensureDebianPackages(
  ['nginx-light'],
  'Serving the site like its reference host (nginx) would',
);
if (ready !== 0) process.exit(ready);

const receiver = await startReceiver({
  port: receiverPort,
  echo: true,
  // Links in its mails go to this site unless FORMS_SITE_URL says otherwise.
  inheritEnv: true,
  env: { FORMS_SITE_URL: process.env.FORMS_SITE_URL || `http://127.0.0.1:${port}` },
});
let server;
try {
  server = await startNginx({ port, receiverPort });
} catch (error) {
  await receiver.stop();
  throw error;
}
console.log(
  `\nFoyer website (nginx, site/deploy/nginx.conf): ${url}\nFrench: ${url}fr/\n` +
    `Forms receiver: ${receiver.url} (behind ${url}api/); what the forms send lands in ` +
    `${process.env.FORMS_DATA_DIR ?? 'forms-receiver/data'}/ (mail as .eml files unless SMTP_URL is set).\n` +
    'Press Ctrl+C to stop both.\n',
);
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await Promise.all([server.stop(), receiver.stop()]);
  process.exit(code);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// If either dies on its own, take the other down rather than serve half a site.
const which = await Promise.race([
  server.exited.then(() => 'nginx'),
  receiver.exited.then(() => 'the forms receiver'),
]);
if (!stopping) {
  console.error(`${which} stopped unexpectedly; stopping the other.`);
  await stop(1);
}
