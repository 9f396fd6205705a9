import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { post } from './http';
import { spawnReceiver, startReceiver, type Env, type RunningReceiver } from './receiver';

/**
 * The receiver as an operator runs it: stopped at any moment of its start, watched
 * through its metrics, and answering refused form posts on the page of their language.
 */
let dataDir: string;
let env: Env;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-lifecycle-'));
  env = {
    FORMS_DATA_DIR: dataDir,
    FORMS_SITE_URL: 'https://foyer.example',
    FORMS_CHALLENGE_SECRET: 'lifecycle-secret',
    FORMS_LOG_LEVEL: 'warn',
  };
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('20 SIGTERMs at random moments in the first second after start all end with "stopping" and exit 0', async () => {
  const moments: number[] = [];
  const handlerAfter: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const spawnedAt = Date.now();
    const { child, output, exited } = spawnReceiver({ env });
    const moment = Math.round(Math.random() * 1000);
    moments.push(moment);
    // Node itself takes a few tens of milliseconds to start before it runs any of our code;
    // a signal then ends it as it ends any program. The receiver's first statement installs
    // its handlers and says so (src/server.ts): from that line on, every moment counts.
    while (!output.join('').includes('forms receiver starting')) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    handlerAfter.push(Date.now() - spawnedAt);
    await new Promise((resolve) => setTimeout(resolve, moment - (Date.now() - spawnedAt)));
    child.kill('SIGTERM');
    const code = await exited;
    expect({ moment, code, stopping: output.join('').includes('forms receiver stopping (SIGTERM)') }).toEqual(
      {
        moment,
        code: 0,
        stopping: true,
      },
    );
  }
  console.log(
    `SIGTERM after ${moments.sort((a, b) => a - b).join(', ')} ms: all stopped cleanly ` +
      `(the handler was in place ${Math.min(...handlerAfter)}–${Math.max(...handlerAfter)} ms after the spawn)`,
  );
  // Nothing was left behind that keeps the next start from taking the data directory.
  const receiver = await startReceiver({ env });
  expect(await receiver.stop()).toBe(0);
}, 120_000);

describe('a running receiver', () => {
  let receiver: RunningReceiver;
  beforeAll(async () => {
    receiver = await startReceiver({ env: { ...env, FORMS_RATE_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    expect(await receiver.stop()).toBe(0);
  });

  it('serves Prometheus metrics to its own machine, and not to anything that came through a proxy', async () => {
    expect(
      (await post(receiver.url, '/api/contact/', { email: 'metrics@exemple.fr', message: 'hi' })).status,
    ).toBe(202);
    expect((await post(receiver.url, '/api/contact/', { email: 'nope' })).status).toBe(422);
    const response = await fetch(`${receiver.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('forms_submissions_total{form="contact",outcome="accepted"} 1');
    expect(text).toContain('forms_submissions_total{form="contact",outcome="invalid"} 1');
    expect(text).toMatch(/forms_outbox_items\{state="waiting"\} \d+/);
    expect(text).toMatch(/forms_outbox_oldest_item_age_seconds \d/);
    expect(text).toContain('forms_database_up 1');
    expect(text).toMatch(/forms_process_resident_memory_bytes \d+/);
    const proxied = await fetch(`${receiver.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
  });

  describe('a refused form post lands on the result page of its own language', () => {
    const form = (body: string, referer: string, headers: Record<string, string> = {}) =>
      post(receiver.url, '/api/contact/', null, {
        type: 'application/x-www-form-urlencoded',
        raw: body,
        ip: '198.51.100.50',
        headers: { referer, ...headers },
      });
    const fr = 'http://127.0.0.1:9000/fr/contact/';
    const en = 'http://127.0.0.1:9000/contact/';

    it.each([
      ['too large, French', 'x'.repeat(17 * 1024), fr, {}, '/fr/forms/invalid/'],
      ['too large, English', 'x'.repeat(17 * 1024), en, {}, '/forms/invalid/'],
      [
        'another origin, French',
        'email=a%40b.fr&message=x',
        fr,
        { origin: 'https://evil.example' },
        '/fr/forms/failed/',
      ],
    ])('%s', async (_name, body, referer, headers, page) => {
      const answer = await form(body, referer, headers);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(page);
    });

    it('past the per-minute limit, French', async () => {
      const answers = [];
      for (let n = 0; n < 5; n += 1) answers.push(await form('email=a%40b.fr&message=x&language=fr', fr));
      expect(answers.map((answer) => answer.headers.get('location')).slice(-1)).toEqual([
        '/fr/forms/failed/',
      ]);
    });
  });
});
