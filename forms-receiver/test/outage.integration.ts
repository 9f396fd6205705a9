import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inBatches, post, type Answer } from './http';
import { PlusService } from './plusService';
import { freePort, waitFor } from './ports';
import { startPostgres, type Postgres } from './postgres';
import { rows, startReceiver, type Env, type RunningReceiver } from './receiver';
import { silentServer, SmtpSink } from './smtpSink';

/**
 * The receiver meets its dependencies failing: PostgreSQL restarted under it, a mail
 * server that greets slowly, one that never answers. It must stay up, say 503 while it
 * cannot store, lose nothing it accepted and send each mail once.
 */
const baseEnv = (dataDir: string): Env => ({
  FORMS_DATA_DIR: dataDir,
  FORMS_SITE_URL: 'https://foyer.example',
  FORMS_CHALLENGE_SECRET: 'outage-secret',
  FORMS_RATE_PER_MINUTE: '100000',
  FORMS_NOSCRIPT_PER_HOUR: '100000',
  FORMS_MAIL_PER_HOUR: '100000',
  FORMS_RETRY_BASE_SECONDS: '0.2',
  FORMS_LEASE_SECONDS: '30',
  FORMS_LOG_LEVEL: 'warn',
});

let postgres: Postgres;
let dataDir: string;
beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-outage-'));
});
afterAll(() => {
  postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const health = async (receiver: RunningReceiver) => {
  try {
    return (await fetch(`${receiver.url}/api/health/`)).status;
  } catch {
    return 0;
  }
};

describe('PostgreSQL restarted under the receiver', () => {
  it('never ends the process: 503 with Retry-After while away, every 202 stored and mailed once', async () => {
    const smtp = new SmtpSink(await freePort());
    await smtp.start();
    const env = { ...baseEnv(dataDir), DATABASE_URL: postgres.url, SMTP_URL: smtp.url };
    const receiver = await startReceiver({ env });
    try {
      // Idle: the server goes away and comes back; health follows it.
      postgres.pause();
      await waitFor(
        'health 503 while the database is down',
        async () => (await health(receiver)) === 503,
        10_000,
      );
      const refused = await post(receiver.url, '/api/contact/', { email: 'down@exemple.fr', message: 'x' });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json).toEqual({ status: 'unavailable' });
      const back = Date.now();
      postgres.resume();
      await waitFor('health 200 once it is back', async () => (await health(receiver)) === 200, 5_000);
      console.log(`health answered 200 again ${Date.now() - back} ms after the server was back`);

      // A burst of 500 posts over about 4 s, with two restarts in it (at 1 s and 2.5 s).
      const start = Date.now();
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const restarts = (async () => {
        for (const at of [1000, 2500]) {
          await sleep(at - (Date.now() - start));
          postgres.pause();
          await sleep(300);
          postgres.resume();
        }
      })();
      const answers: Answer[] = await inBatches(500, 20, async (index) => {
        await sleep(index * 8 - (Date.now() - start));
        return post(receiver.url, '/api/contact/', {
          email: `burst${index}@exemple.fr`,
          message: `burst message ${index}`,
          language: 'fr',
        });
      });
      await restarts;
      expect(receiver.child.exitCode).toBeNull();
      const accepted = answers.flatMap((answer, index) => (answer.status === 202 ? [index] : []));
      const others = answers.filter((answer) => answer.status !== 202);
      console.log(
        `burst of 500 with two restarts: ${accepted.length} accepted, ${others.length} answered 503`,
      );
      expect(accepted.length).toBeGreaterThan(0);
      for (const answer of others) {
        expect(answer.status).toBe(503);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Every 202 is stored…
      const stored = new Set((await rows(env, 'contact')).map((row) => row.email));
      for (const index of accepted) expect(stored.has(`burst${index}@exemple.fr`)).toBe(true);
      // …and mailed exactly once.
      await waitFor(
        'a mail for every accepted post',
        () => accepted.every((index) => smtp.about(`burst message ${index}`).length > 0),
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const index of accepted) expect(smtp.about(`burst message ${index}\n`)).toHaveLength(1);
      expect([...smtp.messageIds().values()].filter((times) => times > 1)).toEqual([]);
      expect(receiver.child.exitCode).toBeNull();
    } finally {
      const code = await receiver.stop();
      if (code !== 0) console.log(receiver.output.join(''));
      expect(code).toBe(0);
      await smtp.stop();
    }
  });
});

describe('mail servers', () => {
  it('drains a backlog of 6,000 mails into a server that waits 100 ms before each greeting in under 60 s', async () => {
    const slow = new SmtpSink(await freePort(), { greetingDelayMs: 100 });
    await slow.start();
    const env = { ...baseEnv(dataDir), DATABASE_URL: postgres.url, SMTP_URL: slow.url };
    // The backlog: 6,000 accepted posts while the hourly mail cap holds mail back.
    const capped = await startReceiver({ env: { ...env, FORMS_MAIL_PER_HOUR: '1' } });
    const answers = await inBatches(6000, 50, (index) =>
      post(capped.url, '/api/contact/', { email: `backlog${index}@exemple.fr`, message: `backlog ${index}` }),
    );
    expect(answers.filter((answer) => answer.status !== 202)).toEqual([]);
    expect(await capped.stop()).toBe(0);
    const before = slow.mails.length;

    const start = Date.now();
    const receiver = await startReceiver({ env });
    try {
      await waitFor('the backlog sent', () => slow.mails.length - before >= 5999, 60_000);
      const seconds = (Date.now() - start) / 1000;
      console.log(
        `6,000-mail backlog: ${slow.mails.length - before} mails in ${seconds.toFixed(1)} s ` +
          `(${Math.round((slow.mails.length - before) / seconds)} a second, ${slow.connections} SMTP connections)`,
      );
      expect(seconds).toBeLessThan(60);
    } finally {
      expect(await receiver.stop()).toBe(0);
      await slow.stop();
    }
  });

  it('a server that never answers holds back its own mail by its time-out, and nothing else', async () => {
    const silent = await silentServer();
    const plus = new PlusService('outage-plus');
    const env = {
      ...baseEnv(dataDir),
      DATABASE_URL: postgres.url,
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      PLUS_SIGNUP_URL: await plus.start(),
      PLUS_SIGNUP_SECRET: 'outage-plus',
    };
    const receiver = await startReceiver({ env });
    try {
      const mails = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          post(receiver.url, '/api/contact/', {
            email: `stuck${index}@exemple.fr`,
            message: 'to a silent server',
          }),
        ),
      );
      expect(mails.every((answer) => answer.status === 202)).toBe(true);
      const start = Date.now();
      expect((await post(receiver.url, '/api/plus/signup/', { email: 'meanwhile@exemple.fr' })).status).toBe(
        202,
      );
      await waitFor('the Plus hand-off', () => plus.about('meanwhile@exemple.fr').length > 0, 10_000);
      const handoffMs = Date.now() - start;
      // The mail attempts end with the greeting time-out (5 s), not 10 s or more.
      await waitFor(
        'a failed mail attempt',
        async () => (await rows(env, 'outbox')).some((row) => row.kind === 'contact-mail' && row.last_error),
        10_000,
      );
      const failedMs = Date.now() - start;
      console.log(
        `silent SMTP: Plus hand-off after ${handoffMs} ms, first mail attempt failed after ${failedMs} ms`,
      );
      expect(handoffMs).toBeLessThan(5_000);
      expect(failedMs).toBeLessThan(8_000);
    } finally {
      expect(await receiver.stop()).toBe(0);
      await silent.close();
      await plus.stop();
    }
  });
});
