import fs from 'node:fs';

export default async function globalTeardown() {
  await Promise.all((globalThis.__FOYER_NGINX__ ?? []).map((server) => server.stop()));
  await globalThis.__FOYER_RECEIVER__?.stop();
  const dataDir = process.env.E2E_RECEIVER_DATA_DIR;
  if (dataDir && !process.env.E2E_KEEP_RECEIVER_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
}
