#!/usr/bin/env node
// Serves the built site on http://127.0.0.1:9000: through the project's nginx
// configuration when nginx is installed, else through `gatsby serve`.
import { startNginx } from './lib/nginx.mjs';
import { hasCommand, run } from './lib/run.mjs';
import { siteDir } from './lib/paths.mjs';

const port = 9000;
const url = `http://127.0.0.1:${port}/`;

if (hasCommand('nginx')) {
  const server = await startNginx({ port });
  console.log(
    `\nFoyer website (nginx, site/deploy/nginx.conf): ${url}\nFrench: ${url}fr/\nPress Ctrl+C to stop.\n`,
  );
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await server.exited;
} else {
  console.log(
    `\nnginx is not installed (apt-get install -y nginx-light); serving with gatsby serve instead.`,
  );
  console.log(`Foyer website: ${url}\nFrench: ${url}fr/\n`);
  process.exit(
    await run('npx', ['gatsby', 'serve', '-H', '127.0.0.1', '-p', String(port)], { cwd: siteDir }),
  );
}
