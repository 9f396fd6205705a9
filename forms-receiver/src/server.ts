import path from 'node:path';
import { buildApp } from './http/app';
import { challengeSecret, createChallenges } from './challenge';
import { readSettings } from './config';
import { loggerOptions } from './logging';
import { createMailer } from './mail/mailer';
import { startOperatorSocket } from './operator/socketServer';
import { releaseLeases } from './outbox/queue';
import { OutboxWorker } from './outbox/worker';
import { purge } from './retention';
import { openStore } from './store/openStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the receiver: store (migrated), HTTP routes, outbox worker, daily purge, operator socket. */
async function main(): Promise<void> {
  // dist/server.js → the package folder, which the default data directory is relative to.
  const settings = readSettings(process.env, path.resolve(__dirname, '..'));
  const store = await openStore(settings);
  // The embedded store is this process's alone: leases left by a killed receiver are void.
  if (store.kind === 'embedded') await releaseLeases(store);

  const app = await buildApp({
    store,
    challenges: createChallenges({
      secret: challengeSecret(settings.challengeSecret, settings.dataDir),
      cost: settings.challengeCost,
    }),
    // The worker exists before the server listens, so no request can call this earlier.
    wakeOutbox: () => worker.wake(),
    settings,
    logger: loggerOptions(),
  });
  const mailer = createMailer(settings);
  const worker = new OutboxWorker(store, mailer, settings, app.log.child({ component: 'outbox' }));
  const operator =
    store.kind === 'embedded' ? await startOperatorSocket(store, settings.dataDir, app.log) : undefined;

  const runPurge = () =>
    store
      .transaction((tx) => purge(tx))
      .then((counts) => app.log.info({ counts }, 'retention purge done'))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'));
  void runPurge();
  const purgeTimer = setInterval(runPurge, DAY_MS);
  purgeTimer.unref();

  await app.listen({ host: settings.host, port: settings.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  console.log(`forms receiver listening on http://${settings.host}:${port} (store: ${store.kind})`);
  worker.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    clearInterval(purgeTimer);
    await app.close();
    await worker.stop();
    await operator?.close();
    mailer.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`forms receiver failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
