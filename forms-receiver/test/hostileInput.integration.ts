import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { post } from './http';
import { freePort, waitFor } from './ports';
import { rows, spawnReceiver, startReceiver, type Env, type RunningReceiver } from './receiver';
import { SmtpSink } from './smtpSink';

/**
 * What an attacker (or a broken client) sends: text no database can hold, values of the
 * wrong kind, a body trickled byte by byte, another Host. Each gets the answer that
 * names what is wrong, nothing is stored, and the receiver stays up.
 */
let receiver: RunningReceiver;
let smtp: SmtpSink;
let env: Env;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-hostile-'));
  smtp = new SmtpSink(await freePort());
  await smtp.start();
  env = {
    FORMS_DATA_DIR: dataDir,
    FORMS_SITE_URL: 'https://foyer.example',
    FORMS_CHALLENGE_SECRET: 'hostile-secret',
    FORMS_RATE_PER_MINUTE: '100000',
    FORMS_NOSCRIPT_PER_HOUR: '100000',
    FORMS_RETRY_BASE_SECONDS: '0.2',
    FORMS_LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
  };
  receiver = await startReceiver({ env });
});
afterAll(async () => {
  expect(await receiver?.stop()).toBe(0);
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const stored = async () =>
  Promise.all(
    ['contact', 'newsletter', 'plus', 'outbox', 'feedback', 'feedback-comments'].map(
      async (kind) => (await rows(env, kind)).length,
    ),
  );

describe('text a database cannot hold, and values of the wrong kind', () => {
  const DOC = '/fr/docs/installation/docker/';
  it.each([
    [
      'a NUL in a message',
      '/api/contact/',
      { email: 'a@exemple.fr', message: 'bonjour\u0000' },
      { message: 'invalid' },
    ],
    [
      'a lone surrogate in a message',
      '/api/contact/',
      { email: 'a@exemple.fr', message: 'x\ud800y' },
      { message: 'invalid' },
    ],
    [
      'a NUL in a first name',
      '/api/newsletter/',
      { email: 'a@exemple.fr', firstName: 'An\u0000a' },
      { firstName: 'invalid' },
    ],
    [
      'a lone surrogate in a first name',
      '/api/newsletter/',
      { email: 'a@exemple.fr', firstName: '\udc00' },
      { firstName: 'invalid' },
    ],
    [
      'a NUL in a comment',
      '/api/feedback/',
      { page: DOC, helpful: 'no', comment: 'vide\u0000' },
      { comment: 'invalid' },
    ],
    ['a NUL in an address', '/api/plus/signup/', { email: 'a\u0000@exemple.fr' }, { email: 'invalid' }],
    [
      'a number for a message',
      '/api/contact/',
      { email: 'a@exemple.fr', message: 42 },
      { message: 'invalid' },
    ],
    [
      'an object for a language',
      '/api/plus/signup/',
      { email: 'a@exemple.fr', language: { fr: true } },
      { language: 'invalid' },
    ],
    ['an array for an address', '/api/plus/signup/', { email: ['a@exemple.fr'] }, { email: 'invalid' }],
    ['a NUL in a token', '/api/newsletter/confirm/', { token: '\u0000' }, { token: 'invalid' }],
  ])('%s: 422 naming the field', async (_name, route, body, errors) => {
    const before = await stored();
    const answer = await post(receiver.url, route, body);
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ status: 'invalid', errors });
    expect(await stored()).toEqual(before);
  });

  it('a form posted without JavaScript with a NUL lands on the invalid page of its language', async () => {
    const answer = await post(receiver.url, '/api/contact/', null, {
      type: 'application/x-www-form-urlencoded',
      raw: 'email=a%40exemple.fr&message=bonjour%00&language=fr',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fr/forms/invalid/');
  });

  it('a honeypot sent as an object is a bot: the success answer, nothing kept, nothing logged as an error', async () => {
    const before = await stored();
    for (const website of [{ toString: 'x' }, ['x'], 1, true]) {
      const answer = await post(receiver.url, '/api/contact/', {
        email: 'bot@exemple.fr',
        message: 'buy',
        website,
      });
      expect(answer).toMatchObject({ status: 202, json: { status: 'accepted' } });
    }
    expect(await stored()).toEqual(before);
    expect(receiver.output.join('')).not.toMatch(/"level":50/);
  });

  it('the receiver is still up and takes a real post', async () => {
    expect(
      (await post(receiver.url, '/api/contact/', { email: 'real@exemple.fr', message: 'Bonjour' })).status,
    ).toBe(202);
    expect(receiver.child.exitCode).toBeNull();
  });
});

describe('slow clients', () => {
  /** Sends `head` then `chunk` every `everyMs`; resolves with what the server answered and when it closed. */
  const trickle = (head: string, chunk: string, everyMs: number) =>
    new Promise<{ answer: string; seconds: number }>((resolve) => {
      const { port } = new URL(receiver.url);
      const start = Date.now();
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => socket.write(chunk), everyMs);
      });
      socket.on('data', (data) => (answer += data.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, seconds: (Date.now() - start) / 1000 });
      });
    });

  it('a body trickled at 50 bytes every 2 s is cut within 15 s with a 408', async () => {
    const { answer, seconds } = await trickle(
      'POST /api/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\nX-Forwarded-For: 198.51.100.7\r\n\r\n',
      'x'.repeat(50),
      2000,
    );
    console.log(`trickled body: cut after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(15);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('headers trickled a line every 2 s are cut within 15 s', async () => {
    const { seconds } = await trickle('POST /api/contact/ HTTP/1.1\r\n', 'X-Slow: 1\r\n', 2000);
    expect(seconds).toBeLessThan(15);
  }, 30_000);
});

describe('links in mails', () => {
  it('another Host or X-Forwarded-Host changes no link; the mail carries no text the sender chose', async () => {
    const email = 'victim@exemple.fr';
    const firstName = 'your account is locked: https://evil.example/reset';
    const answer = await post(
      receiver.url,
      '/api/newsletter/',
      { email, firstName, language: 'en' },
      { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    );
    expect(answer.status).toBe(202);
    const [mail] = await waitFor(
      'the confirmation mail',
      () => smtp.about(email).length > 0 && smtp.about(email),
    );
    const everything = `${mail?.text ?? ''}\n${mail?.headerLines.map((line) => line.line).join('\n')}`;
    expect(everything).not.toContain('evil');
    expect(everything).not.toContain('locked');
    const links = (mail?.text ?? '').match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.startsWith('https://foyer.example/'))).toBe(true);
  });
});

describe('settings', () => {
  it('refuses to start without FORMS_SITE_URL, saying what to set', async () => {
    const { exited, output } = spawnReceiver({
      env: { ...env, FORMS_SITE_URL: '', FORMS_DATA_DIR: `${dataDir}-unset` },
    });
    expect(await exited).toBe(1);
    expect(output.join('')).toMatch(/FORMS_SITE_URL is not set.*FORMS_LOCAL=1/s);
  });

  it('in local mode (FORMS_LOCAL=1) it starts on loopback and links to the local site', async () => {
    const localDir = `${dataDir}-local`;
    const local = await startReceiver({
      env: { ...env, FORMS_SITE_URL: '', FORMS_LOCAL: '1', FORMS_DATA_DIR: localDir, SMTP_URL: '' },
    });
    try {
      expect((await post(local.url, '/api/newsletter/', { email: 'local@exemple.fr' })).status).toBe(202);
      const mailDir = path.join(localDir, 'mail');
      const file = await waitFor('the mail file', () => fs.existsSync(mailDir) && fs.readdirSync(mailDir)[0]);
      expect(fs.readFileSync(path.join(mailDir, file), 'utf8')).toContain(
        'http://127.0.0.1:9000/newsletter/confirm/?token=',
      );
    } finally {
      expect(await local.stop()).toBe(0);
      fs.rmSync(localDir, { recursive: true, force: true });
    }
    const { exited, output } = spawnReceiver({
      host: '0.0.0.0',
      env: { ...env, FORMS_SITE_URL: '', FORMS_LOCAL: '1', FORMS_DATA_DIR: localDir },
    });
    expect(await exited).toBe(1);
    expect(output.join('')).toMatch(/loopback only/);
    fs.rmSync(localDir, { recursive: true, force: true });
  });
});
