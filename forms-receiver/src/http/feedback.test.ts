import { feedbackComments, feedbackTotals } from '../feedback';
import { parseCommand, runCommand } from '../operator/commands';
import { type Queryable, type Store } from '../store/store';
import { count, solve, tempStore, testApp, type TestApp } from '../testSupport';

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
beforeEach(async () => {
  await store.query('DELETE FROM feedback_totals');
  await store.query('DELETE FROM feedback_comments');
});

const DOC = '/fr/docs/installation/docker/';

const json = (body: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/feedback/',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const form = (body: Record<string, string>, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/feedback/',
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function totalsOf(page: string) {
  return (await feedbackTotals(store)).find((row) => row.page === page);
}

describe('POST /api/feedback/', () => {
  it('counts a yes and a no per page, with no row per answer', async () => {
    expect((await json({ page: DOC, helpful: 'yes', language: 'fr' })).statusCode).toBe(202);
    expect((await json({ page: DOC, helpful: 'yes' })).json()).toEqual({ status: 'accepted' });
    expect((await json({ page: DOC, helpful: 'no', language: 'fr' })).statusCode).toBe(202);
    expect((await json({ page: '/docs/installation/docker/', helpful: 'no' })).statusCode).toBe(202);
    expect(await totalsOf(DOC)).toEqual({ page: DOC, yes: 2, no: 1, comments: 0 });
    expect(await totalsOf('/docs/installation/docker/')).toEqual({
      page: '/docs/installation/docker/',
      yes: 0,
      no: 1,
      comments: 0,
    });
    // One row per page and day, in the page's language, whatever the posts said.
    const rows = await store.query('SELECT * FROM feedback_totals ORDER BY page');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.language)).toEqual(['en', 'fr']);
  });

  it('keeps a comment with its page, answer and day only, without counting the answer again', async () => {
    await json({ page: DOC, helpful: 'no', language: 'fr' });
    const comment = '  Le port 8080 est déjà pris sur ma box ;\nla page pourrait dire comment le changer.  ';
    expect((await json({ page: DOC, helpful: 'no', comment, language: 'fr' })).statusCode).toBe(202);
    expect(await totalsOf(DOC)).toEqual({ page: DOC, yes: 0, no: 1, comments: 1 });
    const [kept] = await feedbackComments(store);
    expect(kept).toMatchObject({ page: DOC, helpful: 'no', language: 'fr', comment: comment.trim() });
    expect(kept?.received_on).toBe(new Date().toISOString().slice(0, 10));
    const [row] = await store.query('SELECT * FROM feedback_comments');
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'comment',
      'helpful',
      'id',
      'language',
      'page',
      'received_on',
    ]);
  });

  it.each([
    [{}, { page: 'missing', helpful: 'missing' }],
    [{ page: DOC }, { helpful: 'missing' }],
    [{ page: DOC, helpful: 'maybe' }, { helpful: 'invalid' }],
    [{ page: DOC, helpful: true }, { helpful: 'invalid' }],
    [{ page: DOC, helpful: ['yes'] }, { helpful: 'invalid' }],
    [{ page: '/contact/', helpful: 'yes' }, { page: 'invalid' }],
    [{ page: '/blog/foyer-4-58/', helpful: 'yes' }, { page: 'invalid' }],
    [{ page: 'https://evil.example/docs/', helpful: 'yes' }, { page: 'invalid' }],
    [{ page: '', helpful: 'yes' }, { page: 'invalid' }],
    [{ page: DOC, helpful: 'yes', language: 'de' }, { language: 'invalid' }],
    [{ page: DOC, helpful: 'yes', language: 'en' }, { language: 'invalid' }],
    [{ page: DOC, helpful: 'no', comment: ' \n ' }, { comment: 'missing' }],
    [{ page: DOC, helpful: 'no', comment: 'x'.repeat(1001) }, { comment: 'too-long' }],
  ])('%j → 422 %j, nothing stored', async (body, errors) => {
    const response = await json(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 'invalid', errors });
    expect(await count(store, 'feedback_totals')).toBe(0);
    expect(await count(store, 'feedback_comments')).toBe(0);
  });

  it('accepts a comment of exactly 1,000 characters', async () => {
    const response = await json({ page: DOC, helpful: 'yes', comment: 'é'.repeat(1000) });
    expect(response.statusCode).toBe(202);
  });

  it('answers a post without JavaScript with a 303 to the localized thank-you page', async () => {
    const yes = await form({ page: DOC, helpful: 'yes', language: 'fr', website: '' });
    expect(yes.statusCode).toBe(303);
    expect(yes.headers.location).toBe('/fr/forms/feedback-sent/');
    const no = await form({ page: '/docs/', helpful: 'no', language: 'en' });
    expect(no.headers.location).toBe('/forms/feedback-sent/');
    const wrong = await form({ page: '/fr/contact/', helpful: 'no', language: 'fr' });
    expect(wrong.headers.location).toBe('/fr/forms/invalid/');
    expect(await totalsOf(DOC)).toMatchObject({ yes: 1 });
    expect(await totalsOf('/docs/')).toMatchObject({ no: 1 });
  });

  it('answers a filled honeypot with success and keeps nothing', async () => {
    expect((await json({ page: DOC, helpful: 'yes', website: 'https://spam.example' })).statusCode).toBe(202);
    expect((await form({ page: DOC, helpful: 'no', language: 'fr', website: 'x' })).headers.location).toBe(
      '/fr/forms/feedback-sent/',
    );
    expect(await count(store, 'feedback_totals')).toBe(0);
  });

  it('spends a proof of work once', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/challenge/' })).json();
    const altcha = await solve(challenge);
    expect((await json({ page: DOC, helpful: 'yes', altcha })).statusCode).toBe(202);
    const again = await json({ page: DOC, helpful: 'no', comment: 'Replayed', altcha });
    expect(again.json()).toEqual({ status: 'invalid', errors: { altcha: 'replayed' } });
    expect((await json({ page: DOC, helpful: 'yes', altcha: 'bm9wZQ==' })).json()).toEqual({
      status: 'invalid',
      errors: { altcha: 'invalid' },
    });
    expect(await totalsOf(DOC)).toEqual({ page: DOC, yes: 1, no: 0, comments: 0 });
  });

  it('limits posts per IP, and posts without proof of work more strictly', async () => {
    const perMinute = await testApp(store, { ratePerMinute: 2 });
    const post = () =>
      perMinute.app.inject({
        method: 'POST',
        url: '/api/feedback/',
        payload: { page: DOC, helpful: 'yes' },
        remoteAddress: '203.0.113.30',
      });
    expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'limited', retryAfter: Number(limited.headers['retry-after']) });
    await perMinute.app.close();

    const noscript = await testApp(store, { noscriptPerHour: 1 });
    expect((await form({ page: DOC, helpful: 'no', language: 'fr' }, noscript.app)).headers.location).toBe(
      '/fr/forms/feedback-sent/',
    );
    expect((await form({ page: DOC, helpful: 'no', language: 'fr' }, noscript.app)).headers.location).toBe(
      '/fr/forms/failed/',
    );
    await noscript.app.close();
    expect(await totalsOf(DOC)).toMatchObject({ yes: 2, no: 1 });
  });

  it('answers only once the answer is committed, and 503 when it cannot be', async () => {
    const events: string[] = [];
    const slow: Store = {
      ...store,
      query: (sql, params) => store.query(sql, params),
      async transaction<T>(work: (tx: Queryable) => Promise<T>) {
        const result = await store.transaction(work);
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push('committed');
        return result;
      },
    };
    const slowApp = await testApp(slow);
    await json({ page: DOC, helpful: 'yes' }, slowApp.app).then(() => events.push('answered'));
    await json({ page: DOC, helpful: 'no', comment: 'Later' }, slowApp.app).then(() =>
      events.push('answered'),
    );
    expect(events).toEqual(['committed', 'answered', 'committed', 'answered']);
    await slowApp.app.close();

    const broken: Store = {
      ...store,
      transaction: () => Promise.reject(new Error('disk full')),
    };
    const brokenApp = await testApp(broken);
    const failed = await json({ page: DOC, helpful: 'yes' }, brokenApp.app);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ status: 'unavailable' });
    expect((await form({ page: DOC, helpful: 'yes', language: 'fr' }, brokenApp.app)).headers.location).toBe(
      '/fr/forms/failed/',
    );
    await brokenApp.app.close();
    expect(await totalsOf(DOC)).toEqual({ page: DOC, yes: 1, no: 0, comments: 1 });
  });

  it('sends no mail', async () => {
    const outbox = await count(store, 'outbox');
    const wakes = t.wakes.count;
    await json({ page: DOC, helpful: 'no' });
    await json({ page: DOC, helpful: 'no', comment: 'No mail for this' });
    expect(await count(store, 'outbox')).toBe(outbox);
    expect(t.wakes.count).toBe(wakes);
  });
});

describe('forms feedback', () => {
  const run = async (args: string[]) => {
    let output = '';
    await runCommand(store, parseCommand(args), { write: (chunk) => (output += chunk), dataDir: '' });
    return output;
  };

  beforeEach(async () => {
    for (const [page, helpful] of [
      [DOC, 'yes'],
      [DOC, 'no'],
      [DOC, 'no'],
      ['/docs/installation/docker/', 'yes'],
    ] as const)
      await json({ page, helpful });
    await json({ page: DOC, helpful: 'no', comment: 'Il manque la commande pour\nchanger le port.' });
    await json({ page: '/docs/', helpful: 'yes', comment: 'Clear, thanks' });
  });

  it('shows yes, no and comments per page, the most "no" first', async () => {
    expect(await run(['feedback'])).toBe(
      [
        'page                           yes  no  comments',
        '/fr/docs/installation/docker/  1    2   1',
        '/docs/installation/docker/     1    0   0',
        '/docs/                         0    0   1',
        '',
      ].join('\n'),
    );
  });

  it('lists the comments whole, of one page when asked', async () => {
    const all = await run(['feedback', 'comments']);
    expect(all).toContain('/docs/  yes  en\n  Clear, thanks\n');
    expect(all).toContain(
      '/fr/docs/installation/docker/  no  fr\n  Il manque la commande pour\n  changer le port.\n',
    );
    const one = await run(['feedback', 'comments', '--page', '/docs/']);
    expect(one).toContain('Clear, thanks');
    expect(one).not.toContain('Il manque');
    expect(await run(['feedback', 'comments', '--page', '/docs/faq/'])).toBe('(none)\n');
  });

  it('exports totals and comments as CSV and JSON Lines', async () => {
    expect(await run(['feedback', '--format', 'csv'])).toBe(
      'page,yes,no,comments\n/fr/docs/installation/docker/,1,2,1\n/docs/installation/docker/,1,0,0\n/docs/,0,0,1\n',
    );
    const lines = (await run(['feedback', 'comments', '--format', 'jsonl'])).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        page: DOC,
        helpful: 'no',
        comment: 'Il manque la commande pour\nchanger le port.',
      }),
      expect.objectContaining({ page: '/docs/', helpful: 'yes', language: 'en', comment: 'Clear, thanks' }),
    ]);
    const daily = await run(['export', '--format', 'csv', 'feedback']);
    expect(daily.split('\n')[0]).toBe('day,page,language,yes,no');
    expect(await run(['export', '--format', 'csv', 'feedback-comments'])).toContain('"Il manque');
  });

  it.each([
    [['feedback', 'everything']],
    [['feedback', '--format', 'xml']],
    [['feedback', '--page', '/docs/']],
    [['feedback', 'comments', '--page']],
  ])('refuses %j', (args) => {
    expect(() => parseCommand(args)).toThrow();
  });
});
