import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inBatches, post, tryPost } from './http';
import { freePort, waitFor } from './ports';
import { startPostgres, type Postgres } from './postgres';
import { rows, startReceiver, type Env, type RunningReceiver } from './receiver';
import { SmtpSink } from './smtpSink';

/**
 * Many requests at once, on one receiver or on two sharing a PostgreSQL server: every
 * cap holds exactly, signups of one address make one subscriber, and a receiver killed
 * in the middle of a burst loses nothing.
 */
const CAP = 5;
const env = (dataDir: string, smtp: SmtpSink, databaseUrl?: string): Env => ({
  FORMS_DATA_DIR: dataDir,
  FORMS_SITE_URL: 'https://foyer.example',
  FORMS_CHALLENGE_SECRET: 'concurrency-secret',
  FORMS_RATE_PER_MINUTE: '100000',
  FORMS_NOSCRIPT_PER_HOUR: '100000',
  FORMS_ADDRESS_PER_DAY: String(CAP),
  FORMS_MAIL_PER_HOUR: '100000',
  FORMS_RETRY_BASE_SECONDS: '0.2',
  FORMS_LEASE_SECONDS: '5',
  FORMS_LOG_LEVEL: 'warn',
  SMTP_URL: smtp.url,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** pino's error level and above (50, 60) in a receiver's output. */
const errorLines = (receiver: RunningReceiver) =>
  receiver.output
    .join('')
    .split('\n')
    .filter((line) => /"level":(5|6)\d/.test(line));

let smtp: SmtpSink;
let postgres: Postgres;
const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-concurrency-'));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  smtp = new SmtpSink(await freePort());
  await smtp.start();
  postgres = await startPostgres();
});
afterAll(async () => {
  await smtp?.stop();
  postgres?.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['the embedded store', 1],
  ['PostgreSQL', 1],
  ['PostgreSQL shared by two receivers', 2],
] as const)('on %s', (name, count) => {
  const receivers: RunningReceiver[] = [];
  let settings: Env;
  const tag = name.replace(/\W+/g, '-');
  beforeAll(async () => {
    settings = env(folder(), smtp, name === 'the embedded store' ? undefined : postgres.url);
    for (let n = 0; n < count; n += 1) receivers.push(await startReceiver({ env: settings }));
  });
  afterAll(async () => {
    for (const receiver of receivers) expect(await receiver.stop()).toBe(0);
  });
  const receiverFor = (index: number) => receivers[index % receivers.length] as RunningReceiver;

  it('30 concurrent posts for one address: exactly the daily cap is accepted', async () => {
    const email = `capped-${tag}@exemple.fr`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(receiverFor(index).url, '/api/contact/', { email, message: `capped ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(CAP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - CAP);
    expect((await rows(settings, 'contact')).filter((row) => row.email === email)).toHaveLength(CAP);
  });

  it('10 concurrent newsletter signups for one new address: ten 202, one subscriber, one mail, no error logged', async () => {
    const email = `reader-${tag}@exemple.fr`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(receiverFor(index).url, '/api/newsletter/', { email, firstName: 'Ana', language: 'fr' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 202));
    expect((await rows(settings, 'newsletter')).filter((row) => row.email === email)).toHaveLength(1);
    await waitFor('the confirmation mail', () => smtp.about(email).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.about(email)).toHaveLength(1);
    for (const receiver of receivers) expect(errorLines(receiver)).toEqual([]);
    // No constraint error, which PostgreSQL would log with the address in it.
    if (name !== 'the embedded store') expect(postgres.log()).not.toContain(email);
  });
});

it('two receivers on one PostgreSQL, one killed mid-burst: every 202 is mailed, a copy only of what the killed one was sending', async () => {
  const settings = env(folder(), smtp, postgres.url);
  const survivor = await startReceiver({ env: settings });
  const victim = await startReceiver({ env: settings });
  const before = smtp.mails.length;
  let killed = false;
  const answers = await inBatches(2000, 40, async (index) => {
    if (index === 800 && !killed) {
      killed = true;
      await victim.kill();
    }
    const target = index % 2 === 0 ? survivor : victim;
    return {
      index,
      answer: await tryPost(target.url, '/api/contact/', {
        email: `pair${index}@exemple.fr`,
        message: `pair ${index}\n`,
      }),
    };
  });
  const accepted = answers.filter(({ answer }) => answer.status === 202).map(({ index }) => index);
  console.log(`two receivers, one killed: ${accepted.length} of 2,000 posts accepted`);
  expect(accepted.length).toBeGreaterThan(1000);
  try {
    // The killed receiver's leased items come back after FORMS_LEASE_SECONDS (5 s).
    await waitFor(
      'a mail for every accepted post',
      () => accepted.every((index) => smtp.about(`pair ${index}\n`).length > 0),
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const mails = smtp.mails.slice(before);
    const ids = new Map<string, number>();
    for (const mail of mails) ids.set(mail.messageId ?? '', (ids.get(mail.messageId ?? '') ?? 0) + 1);
    const copies = [...ids.entries()].filter(([, times]) => times > 1);
    console.log(`${mails.length} mails, ${ids.size} Message-IDs, ${copies.length} sent again after the kill`);
    // A post the victim had stored but not yet answered when it died is mailed too (its
    // visitor saw a failure and may send again): at most the 40 posts in flight.
    expect(ids.size).toBeGreaterThanOrEqual(accepted.length);
    expect(ids.size - accepted.length).toBeLessThanOrEqual(40);
    const stored = new Set((await rows(settings, 'contact')).map((row) => row.email));
    expect(mails.every((mail) => stored.has(mail.replyTo?.text ?? ''))).toBe(true);
    // A mail the server had taken but not yet acknowledged when its sender died goes out
    // again from the survivor, with the same Message-ID (the server can drop it): at most
    // the killed receiver's mails in flight (FORMS_DELIVERY_CONCURRENCY, 5: one per runner).
    expect(copies.length).toBeLessThanOrEqual(5);
    expect(copies.every(([, times]) => times === 2)).toBe(true);
  } finally {
    expect(await survivor.stop()).toBe(0);
  }
});

it('two receivers on one PostgreSQL send no more mail in an hour than FORMS_MAIL_PER_HOUR between them', async () => {
  // A database of its own in the same server: the mails of the other tests count in their hour.
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE hourly_cap');
  await admin.end();
  const settings = {
    ...env(folder(), smtp, postgres.url.replace(/\/postgres$/, '/hourly_cap')),
    FORMS_MAIL_PER_HOUR: '7',
  };
  const receivers = [await startReceiver({ env: settings }), await startReceiver({ env: settings })];
  try {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post((receivers[index % 2] as RunningReceiver).url, '/api/contact/', {
          email: `hourly${index}@exemple.fr`,
          message: `hourly ${index}\n`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await waitFor('the first mails', () => smtp.about('hourly ').length >= 7);
    // Both receivers look for due mail every second: give them several looks.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(smtp.about('hourly ')).toHaveLength(7);
    const waiting = (await rows(settings, 'outbox')).filter((row) => row.sent_at === null);
    expect(waiting).toHaveLength(13);
  } finally {
    for (const receiver of receivers) expect(await receiver.stop()).toBe(0);
  }
});
