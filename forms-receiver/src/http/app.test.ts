import { createChallenges } from '../challenge';
import { count, solve, TEST_SECRET, tempStore, testApp, type TestApp } from '../testSupport';
import { StoreUnavailableError, type Store } from '../store/store';

let store: Store;
let remove: () => Promise<void>;
let t: TestApp;

beforeAll(async () => {
  ({ store, remove } = await tempStore());
  t = await testApp(store);
});
afterAll(async () => {
  await t.app.close();
  await remove();
});

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
const raw = (contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact/', payload, headers: { 'content-type': contentType } });
const form = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('validation', () => {
  it('accepts a valid contact message and wakes the outbox', async () => {
    const before = t.wakes.count;
    const response = await json('/api/contact/', {
      email: ' jeanne@exemple.fr ',
      message: 'Bonjour',
      language: 'fr',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'accepted' });
    expect(t.wakes.count).toBe(before + 1);
    const [row] = await store.query<{ email: string }>(
      'SELECT email FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row?.email).toBe('jeanne@exemple.fr');
  });

  it.each([
    [{}, { email: 'missing', message: 'missing' }],
    [
      { email: '  ', message: '\n ' },
      { email: 'missing', message: 'missing' },
    ],
    [
      { email: 'not-an-address', message: 'x'.repeat(2001) },
      { email: 'invalid', message: 'too-long' },
    ],
    [{ email: 'a@b', message: 'hi' }, { email: 'invalid' }],
    [{ email: 'a@@b.fr', message: 'hi' }, { email: 'invalid' }],
    [{ email: '"quoted"@b.fr', message: 'hi' }, { email: 'invalid' }],
    [{ email: ['a@b.fr'], message: 'hi' }, { email: 'invalid' }],
  ])('contact %j → 422 %j', async (body, errors) => {
    const before = await count(store, 'contact_messages');
    const response = await json('/api/contact/', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 'invalid', errors });
    expect(await count(store, 'contact_messages')).toBe(before);
  });

  it('accepts a message of exactly 2,000 characters', async () => {
    expect((await json('/api/contact/', { email: 'a@b.fr', message: 'x'.repeat(2000) })).statusCode).toBe(
      202,
    );
  });

  it('reports a first name over 80 characters', async () => {
    const response = await json('/api/newsletter/', { email: 'a@b.fr', firstName: 'x'.repeat(81) });
    expect(response.json()).toEqual({ status: 'invalid', errors: { firstName: 'too-long' } });
  });

  it('answers 400 to broken JSON and to a body that is not an object', async () => {
    const broken = await raw('application/json', '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ status: 'invalid', errors: {} });
    expect((await json('/api/contact/', ['a'])).statusCode).toBe(400);
  });

  it('answers 415 to another content type and 413 to a body over 16 KB', async () => {
    const text = await raw('text/plain', 'hi');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ status: 'unsupported' });
    const big = await json('/api/contact/', { email: 'a@b.fr', message: 'x'.repeat(17_000) });
    expect(big.statusCode).toBe(413);
  });
});

describe('posts without JavaScript', () => {
  it.each([
    ['/api/contact/', { email: 'a@b.fr', message: 'hi', language: 'fr' }, '/fr/forms/sent/'],
    ['/api/contact/', { email: 'a@b.fr', message: 'hi' }, '/forms/sent/'],
    ['/api/newsletter/', { email: 'n@b.fr', language: 'en' }, '/forms/check-inbox/'],
    ['/api/plus/signup/', { email: 'p@b.fr', language: 'fr' }, '/fr/forms/check-inbox/'],
    ['/api/contact/', { email: 'nope', message: 'hi', language: 'fr' }, '/fr/forms/invalid/'],
    ['/api/plus/signup/', { email: 'p@b.fr', language: 'fr', altcha: 'garbage' }, '/fr/forms/invalid/'],
  ])('%s %j → 303 %s', async (url, body, location) => {
    const response = await form(url, body);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
  });

  it('sends a limited post to the failed page', async () => {
    const strict = await testApp(store, { noscriptPerHour: 1 });
    const post = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/plus/signup/',
        payload: 'email=q%40b.fr&language=fr',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await post()).headers.location).toBe('/fr/forms/check-inbox/');
    const limited = await post();
    expect(limited.headers.location).toBe('/fr/forms/failed/');
    await strict.app.close();
  });
});

describe('honeypot', () => {
  it('answers success and stores nothing', async () => {
    const before = await count(store, 'contact_messages');
    const outbox = await count(store, 'outbox');
    expect(
      (await json('/api/contact/', { email: 'bot@b.fr', message: 'spam', website: 'http://spam' }))
        .statusCode,
    ).toBe(202);
    // Even with invalid fields: the bot learns nothing.
    expect((await json('/api/contact/', { email: 'bot', website: 'x' })).statusCode).toBe(202);
    expect(
      (await form('/api/newsletter/', { email: 'bot@b.fr', website: 'x', language: 'fr' })).headers.location,
    ).toBe('/fr/forms/check-inbox/');
    expect(await count(store, 'contact_messages')).toBe(before);
    expect(await count(store, 'outbox')).toBe(outbox);
  });
});

describe('origin', () => {
  it('refuses cross-site posts and accepts the own host and allowed origins', async () => {
    const body = { email: 'o@b.fr', message: 'hi' };
    expect((await json('/api/contact/', body, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const evil = await json('/api/contact/', body, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ status: 'forbidden' });
    expect((await json('/api/contact/', body, { origin: 'null' })).statusCode).toBe(403);
    expect(
      (await json('/api/contact/', body, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode,
    ).toBe(202);
    const allowed = await testApp(store, { allowedOrigins: ['https://www.foyer.example'] });
    expect(
      (
        await allowed.app.inject({
          method: 'POST',
          url: '/api/contact/',
          payload: body,
          headers: { origin: 'https://www.foyer.example', 'sec-fetch-site': 'same-site' },
        })
      ).statusCode,
    ).toBe(202);
    await allowed.app.close();
  });
});

describe('proof of work', () => {
  const challenge = async () => (await t.app.inject({ method: 'GET', url: '/api/challenge/' })).json();

  it('serves a challenge that expires in 10 minutes, not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/challenge/' });
    expect(response.headers['cache-control']).toBe('no-store');
    const expiresAt = response.json().parameters.expiresAt as number;
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('accepts a solved challenge once, then answers replayed', async () => {
    const altcha = await solve(await challenge());
    expect((await json('/api/plus/signup/', { email: 'pow@b.fr', altcha })).statusCode).toBe(202);
    const again = await json('/api/plus/signup/', { email: 'pow2@b.fr', altcha });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 'invalid', errors: { altcha: 'replayed' } });
    const [row] = await store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM plus_signups WHERE email = 'pow2@b.fr'",
    );
    expect(row?.n).toBe(0);
  });

  it('refuses an expired challenge and a tampered one', async () => {
    const past = createChallenges({ secret: TEST_SECRET, cost: 50, now: () => Date.now() - 11 * 60_000 });
    const expired = await json('/api/contact/', {
      email: 'e@b.fr',
      message: 'hi',
      altcha: await solve(await past.create()),
    });
    expect(expired.json()).toEqual({ status: 'invalid', errors: { altcha: 'expired' } });
    const other = createChallenges({ secret: 'another secret', cost: 50 });
    const forged = await json('/api/contact/', {
      email: 'e@b.fr',
      message: 'hi',
      altcha: await solve(await other.create()),
    });
    expect(forged.json()).toEqual({ status: 'invalid', errors: { altcha: 'invalid' } });
    expect(
      (await json('/api/contact/', { email: 'e@b.fr', message: 'hi', altcha: 'bm9wZQ==' })).json(),
    ).toEqual({
      status: 'invalid',
      errors: { altcha: 'invalid' },
    });
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After past the per-IP limit', async () => {
    const strict = await testApp(store, { ratePerMinute: 2 });
    const post = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { email: 'r@b.fr', message: 'hi' },
        remoteAddress: '203.0.113.9',
      });
    await post();
    await post();
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ status: 'limited', retryAfter: Number(limited.headers['retry-after']) });
    await strict.app.close();
  });

  it('caps submissions per address and day from the database', async () => {
    const strict = await testApp(store, { addressPerDay: 2 });
    const post = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { email: 'Cap@B.fr', message: 'hi' },
      });
    await store.query("DELETE FROM contact_messages WHERE email_key = 'cap@b.fr'");
    expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(86_000);
    await strict.app.close();
  });
});

describe('newsletter', () => {
  let tokens = { confirmToken: '', unsubscribeToken: '' };
  const tokensOf = async (email: string) => {
    const [row] = await store.query<{ payload: { confirmToken: string; unsubscribeToken: string } }>(
      "SELECT payload FROM outbox WHERE kind = 'newsletter-confirmation' AND email_key = $1 ORDER BY id DESC LIMIT 1",
      [email],
    );
    if (!row) throw new Error('no confirmation mail');
    return row.payload;
  };
  const status = async (email: string) =>
    (
      await store.query<{ status: string }>(
        'SELECT status FROM newsletter_subscribers WHERE email_key = $1',
        [email],
      )
    )[0]?.status;

  it('answers the same for a known address and mails once a day', async () => {
    const first = await json('/api/newsletter/', { email: 'news@b.fr', language: 'fr' });
    const second = await json('/api/newsletter/', { email: 'NEWS@b.fr', language: 'fr' });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(first.body).toBe(second.body);
    const [row] = await store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE email_key = 'news@b.fr'",
    );
    expect(row?.n).toBe(1);
    expect(await status('news@b.fr')).toBe('pending');
  });

  it('confirms with the token and unsubscribes in one click', async () => {
    tokens = await tokensOf('news@b.fr');
    const { confirmToken, unsubscribeToken } = tokens;
    const wrong = await json('/api/newsletter/confirm/', { token: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ status: 'invalid', errors: { token: 'invalid' } });
    const confirmed = await json('/api/newsletter/confirm/', { token: confirmToken });
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await status('news@b.fr')).toBe('confirmed');
    // A mail provider's one-click post: from anywhere, token in the URL.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/?token=${unsubscribeToken}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect(await status('news@b.fr')).toBe('unsubscribed');
    expect((await json('/api/newsletter/unsubscribe/', { token: unsubscribeToken })).json()).toEqual({
      status: 'unsubscribed',
    });
    expect((await json('/api/newsletter/unsubscribe/', { token: 'unknown' })).statusCode).toBe(422);
    // The confirmation link no longer subscribes anyone once unsubscribed.
    expect((await json('/api/newsletter/confirm/', { token: confirmToken })).statusCode).toBe(422);
  });

  it('keeps only hashes of the tokens', async () => {
    const rows = await store.query('SELECT * FROM newsletter_subscribers');
    expect(JSON.stringify(rows)).not.toContain(tokens.confirmToken);
  });
});

describe('a database that is away', () => {
  it('is a 503 with Retry-After, logged as a warning, not an error', async () => {
    const away = new StoreUnavailableError(new Error('connect ECONNREFUSED'));
    const broken: Store = {
      kind: 'postgresql',
      query: () => Promise.reject(away),
      transaction: () => Promise.reject(away),
      compact: () => Promise.reject(away),
      close: () => Promise.resolve(),
    };
    const down = await testApp(broken);
    const response = await down.app.inject({
      method: 'POST',
      url: '/api/plus/signup/',
      payload: { email: 'a@b.fr' },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const health = await down.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(down.logs.join('')).not.toMatch(/"level":50/);
    await down.app.close();
  });
});

describe('health and logs', () => {
  it('reports the store and the outbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.json()).toMatchObject({ status: 'ok', store: 'embedded', outbox: { failing: 0 } });
  });

  it('logs no address, IP, body or query string', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/?token=secret-query',
      payload: { email: 'private.person@exemple.fr', message: 'very private words' },
      remoteAddress: '198.51.100.23',
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    await json('/api/contact/', { email: 'private.person@exemple.fr' }, { 'x-forwarded-for': '192.0.2.77' });
    const logs = t.logs.join('');
    expect(logs).toContain('request completed');
    for (const secret of [
      'private.person',
      'very private',
      '198.51.100.23',
      '192.0.2.77',
      '127.0.0.1',
      'secret-query',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
