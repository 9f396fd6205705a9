import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { startReceiver } from '../../../forms-receiver/launcher.cjs';

const {
  E2E_PORT,
  E2E_RECEIVER_PORT,
  E2E_RECEIVER_DOWN_PORT,
  E2E_FLOOD_PORT,
  E2E_DEAD_PORT,
  E2E_FEEDBACK_FLOOD_PORT,
} = createRequire(import.meta.url)('./port.cjs');

/**
 * The reference host as deployed: nginx with site/deploy/nginx.conf in front of a
 * real forms receiver (embedded store, mail written as .eml files in its data
 * directory, which the tests read). Three more nginx of the same configuration: one
 * whose receiver is not running, and two kept for a flood each (the forms', the page
 * feedback's), so none disturbs the other tests.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-receiver-'));
  process.env.E2E_RECEIVER_DATA_DIR = dataDir;
  globalThis.__FOYER_RECEIVER__ = await startReceiver({
    port: E2E_RECEIVER_PORT,
    // Its embedded database compiles WebAssembly on start: seconds alone, far more on a busy machine.
    timeoutMs: 120_000,
    inheritEnv: true,
    env: {
      FORMS_DATA_DIR: dataDir,
      // The links of its mails lead to the site under test.
      FORMS_SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
      // The browser tests post far more than one visitor would; nginx's own limits
      // stay as deployed, and the flood test checks them on a host of its own.
      FORMS_RATE_PER_MINUTE: '1000',
      FORMS_NOSCRIPT_PER_HOUR: '1000',
      FORMS_ADDRESS_PER_DAY: '1000',
      FORMS_CHALLENGE_COST: '200',
    },
  });
  globalThis.__FOYER_NGINX__ = [
    await startNginx({ port: E2E_PORT, receiverPort: E2E_RECEIVER_PORT }),
    await startNginx({ port: E2E_RECEIVER_DOWN_PORT, receiverPort: E2E_DEAD_PORT }),
    await startNginx({ port: E2E_FLOOD_PORT, receiverPort: E2E_RECEIVER_PORT }),
    await startNginx({ port: E2E_FEEDBACK_FLOOD_PORT, receiverPort: E2E_RECEIVER_PORT }),
  ];
}
