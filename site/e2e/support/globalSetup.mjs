import { createRequire } from 'node:module';
import { startNginx } from '../../../scripts/lib/nginx.mjs';

const { E2E_PORT } = createRequire(import.meta.url)('./port.cjs');

export default async function globalSetup() {
  globalThis.__FOYER_NGINX__ = await startNginx({ port: E2E_PORT });
}
