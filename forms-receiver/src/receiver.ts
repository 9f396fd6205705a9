import path from 'node:path';
import { buildApp } from './http/app';
import { challengeSecret, createChallenges } from './challenge';
import { readSettings } from './config';
import { type Lifecycle } from './lifecycle';
import { loggerOptions } from './logging';
import { createMailer } from './mail/mailer';
import { createMetrics } from './metrics';
import { startOperatorSocket } from './operator/socketServer';
import { releaseLeases } from './outbox/queue';
import { OutboxWorker } from './outbox/worker';
import { purge } from './retention';
import { openStore } from './store/openStore';
import { openPostgresStore } from './store/postgresStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The receiver: store (migrated), HTTP routes, outbox worker, daily purge, operator
 * socket. Each piece is handed to `lifecycle` as soon as it exists, and the start goes
 * no further once a stop was asked for, so a signal at any moment closes what is open.
 */
export async function runReceiver(lifecycle: Lifecycle): Promise<void> {
  // dist/server.js → the package folder, which the default data directory is relative to.
  const settings = readSettings(process.env, path.resolve(__dirname, '..'));
  const store = await openStore(settings);
  lifecycle.onStop(() => store.close());
  if (lifecycle.stopping) return;
  // The embedded store is this process's alone: leases left by a killed receiver are void.
  if (store.kind === 'embedded') await releaseLeases(store);

  // The outbox's own connections on PostgreSQL: a burst of posts holding every request
  // connection must not hold back the record of a mail just sent (it would go out again).
  const outboxStore = settings.databaseUrl ? await openPostgresStore(settings.databaseUrl, 3) : store;
  if (outboxStore !== store) lifecycle.onStop(() => outboxStore.close());
  if (lifecycle.stopping) return;

  const metrics = createMetrics(store);
  const mailer = createMailer(settings);
  lifecycle.onStop(() => mailer.close());
  // The app wakes the worker, which logs through the app's logger: each needs the other.
  const outbox: { worker?: OutboxWorker } = {};
  const app = await buildApp({
    store,
    challenges: createChallenges({
      secret: challengeSecret(settings.challengeSecret, settings.dataDir),
      cost: settings.challengeCost,
    }),
    wakeOutbox: () => outbox.worker?.wake(),
    metrics,
    settings,
    logger: loggerOptions(),
  });
  const worker = new OutboxWorker(
    outboxStore,
    mailer,
    settings,
    app.log.child({ component: 'outbox' }),
    metrics,
  );
  outbox.worker = worker;
  lifecycle.onStop(() => worker.stop());
  lifecycle.onStop(() => app.close());
  if (lifecycle.stopping) return;

  if (store.kind === 'embedded') {
    const operator = await startOperatorSocket(store, settings.dataDir, app.log);
    lifecycle.onStop(() => operator.close());
  }

  const runPurge = () =>
    store
      .transaction((tx) => purge(tx))
      .then((counts) => app.log.info({ counts }, 'retention purge done'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'retention purge failed, next in a day'));
  void runPurge();
  const purgeTimer = setInterval(runPurge, DAY_MS);
  purgeTimer.unref();
  lifecycle.onStop(() => clearInterval(purgeTimer));
  if (lifecycle.stopping) return;

  await app.listen({ host: settings.host, port: settings.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  console.log(`forms receiver listening on http://${host}:${port} (store: ${store.kind})`);
  worker.start();
}
