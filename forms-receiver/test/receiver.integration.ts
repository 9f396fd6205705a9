import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Challenge } from 'altcha-lib';
import { createChallenges } from '../src/challenge';
import { solve } from '../src/testSupport';
import { resetPeakMemory, residentMegabytes } from './http';
import { PlusService } from './plusService';
import { freePort, waitFor } from './ports';
import { startPostgres } from './postgres';
import { cli, rows, startReceiver, type Env, type RunningReceiver } from './receiver';
import { SmtpSink } from './smtpSink';

const SECRET = 'integration-challenge-secret';
const PLUS_SECRET = 'integration-plus-secret';
const suiteStart = Date.now();
afterAll(() =>
  console.log(`forms-receiver integration run: ${((Date.now() - suiteStart) / 1000).toFixed(1)} s`),
);

let ipCounter = 0;
/** Each test speaks from its own address (the receiver trusts X-Forwarded-For from loopback). */
const newIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(['embedded', 'postgresql'] as const)('the receiver on the %s store', (kind) => {
  let env: Env;
  let receiver: RunningReceiver;
  let smtp: SmtpSink;
  let plus: PlusService;
  let stopPostgres: (() => void) | undefined;
  let dataDir: string;

  const post = async (
    route: string,
    body: unknown,
    options: { ip?: string; type?: string; raw?: string } = {},
  ) => {
    const response = await fetch(`${receiver.url}${route}`, {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'application/json',
        'x-forwarded-for': options.ip ?? newIp(),
      },
      body: options.raw ?? JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: text ? (JSON.parse(text) as unknown) : undefined,
    };
  };
  const challenge = async () => (await (await fetch(`${receiver.url}/api/challenge/`)).json()) as Challenge;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forms-${kind}-`));
    smtp = new SmtpSink(await freePort());
    await smtp.start();
    plus = new PlusService(PLUS_SECRET);
    const plusUrl = await plus.start();
    env = {
      FORMS_DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PLUS_SIGNUP_URL: plusUrl,
      PLUS_SIGNUP_SECRET: PLUS_SECRET,
      FORMS_CHALLENGE_SECRET: SECRET,
      FORMS_CHALLENGE_COST: '50',
      FORMS_SITE_URL: 'https://foyer.example',
      FORMS_TEAM_ADDRESS: 'team@foyer.example',
      FORMS_RETRY_BASE_SECONDS: '0.2',
      FORMS_LEASE_SECONDS: '3',
      FORMS_MAIL_PER_HOUR: '5000',
    };
    if (kind === 'postgresql') {
      const postgres = await startPostgres();
      stopPostgres = postgres.stop;
      env.DATABASE_URL = postgres.url;
    }
    receiver = await startReceiver({ env: { FORMS_LOG_LEVEL: 'warn', ...env } });
  });

  afterAll(async () => {
    expect(await receiver?.stop()).toBe(0);
    await smtp?.stop();
    await plus?.stop();
    stopPostgres?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers health with its store', async () => {
    const health = (await (await fetch(`${receiver.url}/api/health/`)).json()) as { store: string };
    expect(health.store).toBe(kind);
  });

  it('mails a contact message to the team with Reply-To the visitor', async () => {
    const email = `visitor-${kind}@exemple.fr`;
    const answer = await post('/api/contact/', {
      email,
      message: `Bonjour de ${kind}`,
      language: 'fr',
      altcha: await solve(await challenge()),
    });
    expect(answer).toMatchObject({ status: 202, json: { status: 'accepted' } });
    const [mail] = await waitFor(
      'the contact mail',
      () => smtp.about(`Bonjour de ${kind}`).length === 1 && smtp.about(`Bonjour de ${kind}`),
    );
    expect(mail?.replyTo?.text).toBe(email);
    expect(mail?.subject).toBe(`Formulaire de contact : message de ${email}`);
    expect(mail?.messageId).toMatch(/^<outbox-\d+@foyer\.example>$/);
  });

  it('confirms a newsletter subscription and unsubscribes it in one click', async () => {
    const email = `reader-${kind}@exemple.fr`;
    expect((await post('/api/newsletter/', { email, firstName: 'Jeanne', language: 'en' })).status).toBe(202);
    const [mail] = await waitFor(
      'the confirmation mail',
      () => smtp.about(email).length > 0 && smtp.about(email),
    );
    // mailparser folds List-* headers into one object: read the raw lines.
    const header = (name: string) =>
      mail?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const listUnsubscribe = header('list-unsubscribe') ?? '';
    const oneClick = /<https:\/\/foyer\.example(\/api\/newsletter\/unsubscribe\/\?token=[\w-]+)>/.exec(
      listUnsubscribe,
    )?.[1];
    const confirmToken = /https:\/\/foyer\.example\/newsletter\/confirm\/\?token=([\w-]+)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(mail?.text).toMatch(/https:\/\/foyer\.example\/newsletter\/unsubscribe\/\?token=[\w-]+/);
    if (!oneClick || !confirmToken) throw new Error(`links missing in:\n${mail?.text}\n${listUnsubscribe}`);
    const state = async () => (await rows(env, 'newsletter')).find((row) => row.email === email)?.status;
    expect(await state()).toBe('pending');

    expect(await post('/api/newsletter/confirm/', { token: confirmToken })).toMatchObject({
      status: 200,
      json: { status: 'confirmed' },
    });
    expect(await state()).toBe('confirmed');

    const response = await fetch(`${receiver.url}${oneClick}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    expect(await state()).toBe('unsubscribed');
  });

  it('answers 202 while the Plus service is down and hands the signup over once, signed, when it is back', async () => {
    plus.up = false;
    const email = `plus-${kind}@exemple.fr`;
    expect((await post('/api/plus/signup/', { email, language: 'fr' })).status).toBe(202);
    await waitFor('a failed hand-off', async () =>
      (await rows(env, 'outbox')).some((row) => row.kind === 'plus-signup' && row.last_error),
    );
    expect(plus.about(email)).toHaveLength(0);
    plus.up = true;
    await waitFor('the hand-off', () => plus.about(email).length > 0, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const handoffs = plus.about(email);
    expect(handoffs).toHaveLength(1);
    expect(handoffs[0]).toMatchObject({ signatureValid: true, body: { email, language: 'fr' } });
    expect(handoffs[0]?.idempotencyKey).toBe(handoffs[0]?.body.id);
  });

  it('refuses bad input with a clear answer and stores nothing', async () => {
    const counts = async () =>
      Promise.all(
        ['contact', 'newsletter', 'plus', 'outbox'].map(async (name) => (await rows(env, name)).length),
      );
    const before = await counts();
    const cases: [string, Awaited<ReturnType<typeof post>>, number, unknown][] = [
      [
        'missing fields',
        await post('/api/contact/', {}),
        422,
        { status: 'invalid', errors: { email: 'missing', message: 'missing' } },
      ],
      [
        '2,001 characters',
        await post('/api/contact/', { email: 'a@b.fr', message: 'x'.repeat(2001) }),
        422,
        { status: 'invalid', errors: { message: 'too-long' } },
      ],
      [
        'no domain',
        await post('/api/plus/signup/', { email: 'jeanne@' }),
        422,
        { status: 'invalid', errors: { email: 'invalid' } },
      ],
      [
        'no dot',
        await post('/api/newsletter/', { email: 'jeanne@exemple' }),
        422,
        { status: 'invalid', errors: { email: 'invalid' } },
      ],
      [
        'markup',
        await post('/api/plus/signup/', { email: '<script>@x.fr' }),
        422,
        { status: 'invalid', errors: { email: 'invalid' } },
      ],
      [
        'wrong type',
        await post('/api/contact/', null, { type: 'text/plain', raw: 'email=a@b.fr' }),
        415,
        { status: 'unsupported' },
      ],
      [
        'broken JSON',
        await post('/api/contact/', null, { raw: '{"email": "a@b.fr",' }),
        400,
        { status: 'invalid', errors: {} },
      ],
      [
        '17 KB',
        await post('/api/contact/', { email: 'a@b.fr', message: 'x'.repeat(17 * 1024) }),
        413,
        undefined,
      ],
      [
        'honeypot',
        await post('/api/contact/', { email: 'bot@b.fr', message: 'buy', website: 'https://spam.example' }),
        202,
        { status: 'accepted' },
      ],
    ];
    const past = createChallenges({ secret: SECRET, cost: 50, now: () => Date.now() - 11 * 60_000 });
    cases.push([
      'expired challenge',
      await post('/api/contact/', {
        email: 'a@b.fr',
        message: 'hi',
        altcha: await solve(await past.create()),
      }),
      422,
      { status: 'invalid', errors: { altcha: 'expired' } },
    ]);
    for (const [name, answer, status, json] of cases) {
      expect({ name, status: answer.status }).toEqual({ name, status });
      if (json !== undefined) expect({ name, json: answer.json }).toEqual({ name, json });
    }
    expect(await counts()).toEqual(before);

    const altcha = await solve(await challenge());
    expect((await post('/api/contact/', { email: 'once@b.fr', message: 'first', altcha })).status).toBe(202);
    const replayed = await post('/api/contact/', { email: 'twice@b.fr', message: 'second', altcha });
    expect(replayed).toMatchObject({
      status: 422,
      json: { status: 'invalid', errors: { altcha: 'replayed' } },
    });
    expect((await rows(env, 'contact')).filter((row) => row.email === 'twice@b.fr')).toHaveLength(0);
  });

  it('counts page feedback, keeps its comment and shows both to the operator, with no mail', async () => {
    const page = '/fr/docs/installation/synology/';
    const comment = `Il manque la version minimale de DSM (${kind}).`;
    const outboxBefore = (await rows(env, 'outbox')).length;
    const answers = [
      await post('/api/feedback/', {
        page,
        helpful: 'yes',
        language: 'fr',
        altcha: await solve(await challenge()),
      }),
      await post('/api/feedback/', { page, helpful: 'no', language: 'fr' }),
      await post('/api/feedback/', { page, helpful: 'no', comment, language: 'fr' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const withoutScript = await post('/api/feedback/', null, {
      type: 'application/x-www-form-urlencoded',
      raw: new URLSearchParams({ page, helpful: 'no', language: 'fr', website: '' }).toString(),
    });
    expect(withoutScript.status).toBe(303);
    expect(withoutScript.headers.get('location')).toBe('/fr/forms/feedback-sent/');
    const refused = await post('/api/feedback/', { page: '/fr/contact/', helpful: 'no' });
    expect(refused).toMatchObject({ status: 422, json: { errors: { page: 'invalid' } } });

    const totals = (await cli(env, ['feedback', '--format', 'jsonl']))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(totals).toContainEqual({ page, yes: 1, no: 2, comments: 1 });
    expect(await cli(env, ['feedback', 'comments', '--page', page])).toContain(`  ${comment}\n`);
    expect(await rows(env, 'feedback-comments')).toContainEqual(
      expect.objectContaining({ page, helpful: 'no', language: 'fr', comment }),
    );
    // Nothing to send: no outbox item, no mail.
    expect((await rows(env, 'outbox')).length).toBe(outboxBefore);
    expect(smtp.about(comment)).toHaveLength(0);
  });

  it('limits a flood of 200 posts from one address', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post('/api/contact/', { email: `flood${index}@b.fr`, message: 'flood' }, { ip }),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(190);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited[0]?.json).toMatchObject({ status: 'limited' });
  });

  it('stores 1,000 concurrent submissions', async () => {
    // The embedded store's first start (PGlite creating its database) peaks higher than
    // anything after it; the bound is on the burst.
    const measured = resetPeakMemory(receiver.child.pid ?? 0);
    const start = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        post('/api/plus/signup/', { email: `many${index}-${kind}@b.fr`, language: 'en' }),
      ),
    );
    const seconds = (Date.now() - start) / 1000;
    const memory = residentMegabytes(receiver.child.pid ?? 0);
    console.log(
      `${kind} store: 1,000 concurrent submissions answered in ${seconds.toFixed(1)} s; ` +
        `receiver memory ${memory.now} MB resident, ${memory.peak} MB at most${measured ? ' during the burst' : ''}`,
    );
    // PGlite's buffers are bounded (src/store/pgliteStore.ts); before, the embedded receiver held 500–850 MB.
    if (measured) expect(memory.peak).toBeLessThan(kind === 'embedded' ? 400 : 250);
    expect(answers.filter((answer) => answer.status !== 202)).toEqual([]);
    const stored = (await rows(env, 'plus')).filter((row) => String(row.email).startsWith('many'));
    expect(new Set(stored.map((row) => row.email)).size).toBe(1000);
  });

  it('loses nothing and sends nothing twice when killed right after a 202 with SMTP down', async () => {
    await smtp.stop();
    const message = `survives kill -9 on ${kind}`;
    expect((await post('/api/contact/', { email: 'crash@b.fr', message })).status).toBe(202);
    await receiver.kill();
    receiver = await startReceiver({ env: { FORMS_LOG_LEVEL: 'warn', ...env } });
    await smtp.start();
    await waitFor('the mail after restart', () => smtp.about(message).length > 0, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.about(message)).toHaveLength(1);
  });
});
