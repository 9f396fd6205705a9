import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type FastifyInstance } from 'fastify';
import { createChallenges, type Challenges } from './challenge';
import { buildApp, type AppDeps } from './http/app';
import { loggerOptions } from './logging';
import { createMetrics } from './metrics';
import { openStore } from './store/openStore';
import { type Store } from './store/store';

/** An embedded store in a fresh temporary folder (unit tests only). */
export async function tempStore(): Promise<{ store: Store; dataDir: string; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-receiver-test-'));
  const store = await openStore({ databaseUrl: undefined, dataDir });
  return {
    store,
    dataDir,
    async remove() {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_SECRET = 'unit-test-secret';

/** Solves a challenge the way the site's widget does; returns the `altcha` field. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface TestApp {
  app: FastifyInstance;
  challenges: Challenges;
  /** Every log line the app wrote, as text. */
  logs: string[];
  wakes: { count: number };
}

/** The HTTP app on a given store, with its logs captured. */
export async function testApp(store: Store, settings: Partial<AppDeps['settings']> = {}): Promise<TestApp> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const wakes = { count: 0 };
  const challenges = createChallenges({ secret: TEST_SECRET, cost: 50 });
  const app = await buildApp({
    store,
    challenges,
    wakeOutbox: () => (wakes.count += 1),
    metrics: createMetrics(store),
    settings: {
      siteUrl: 'https://foyer.example',
      allowedOrigins: [],
      trustProxy: '127.0.0.1',
      ratePerMinute: 1000,
      noscriptPerHour: 1000,
      addressPerDay: 1000,
      requestTimeoutSeconds: 10,
      ...settings,
    },
    logger: loggerOptions({ level: 'debug', stream }),
  });
  return { app, challenges, logs, wakes };
}

/** Counts rows of a table. */
export async function count(store: Store, table: string): Promise<number> {
  const [row] = await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}
