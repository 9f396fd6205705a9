import { purge } from './retention';
import { type Store } from './store/store';
import { count, tempStore } from './testSupport';

let store: Store;
let remove: () => Promise<void>;
beforeAll(async () => ({ store, remove } = await tempStore()));
afterAll(() => remove());

const now = new Date('2030-06-01T00:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

async function subscriber(email: string, status: string, changedDaysAgo: number): Promise<void> {
  await store.query(
    `INSERT INTO newsletter_subscribers (email, email_key, language, status, unsubscribe_token_hash, updated_at, unsubscribed_at)
     VALUES ($1, $1, 'en', $2, $1, $3, CASE WHEN $2 = 'unsubscribed' THEN $3::timestamptz END)`,
    [email, status, ago(changedDaysAgo)],
  );
}

describe('retention purge', () => {
  it('deletes exactly what is past each period', async () => {
    const contact =
      'INSERT INTO contact_messages (email, email_key, message, language, received_at) VALUES ($1, $1, $2, $3, $4)';
    await store.query(contact, ['old@b.fr', 'x', 'en', ago(3 * 366)]);
    await store.query(contact, ['recent@b.fr', 'x', 'en', ago(3 * 364)]);
    await subscriber('gone@b.fr', 'unsubscribed', 31);
    await subscriber('leaving@b.fr', 'unsubscribed', 29);
    await subscriber('never@b.fr', 'pending', 31);
    await subscriber('waiting@b.fr', 'pending', 10);
    await subscriber('reader@b.fr', 'confirmed', 900);
    const plus = 'INSERT INTO plus_signups (email, email_key, language, received_at) VALUES ($1, $1, $2, $3)';
    await store.query(plus, ['p-old@b.fr', 'en', ago(31)]);
    await store.query(plus, ['p-new@b.fr', 'en', ago(29)]);
    const outbox = `INSERT INTO outbox (kind, email_key, payload, sent_at) VALUES ('contact-mail', $1, '{}', $2)`;
    await store.query(outbox, ['sent-old@b.fr', ago(31)]);
    await store.query(outbox, ['sent-new@b.fr', ago(29)]);
    await store.query(outbox, ['unsent@b.fr', null]);
    const comment = `INSERT INTO feedback_comments (page, language, helpful, comment, received_on)
                     VALUES ('/docs/', 'en', true, $1, $2::date)`;
    await store.query(comment, ['a year and a day ago', ago(366)]);
    await store.query(comment, ['a year ago, less a day', ago(364)]);
    const totals = `INSERT INTO feedback_totals (page, language, day, yes, no) VALUES ('/docs/', 'en', $1::date, 3, 1)`;
    await store.query(totals, [ago(3 * 366)]);
    await store.query(totals, [ago(10)]);
    await store.query('INSERT INTO used_challenges (signature, expires_at) VALUES ($1, $2), ($3, $4)', [
      'expired',
      ago(1),
      'valid',
      new Date(now.getTime() + 60_000),
    ]);

    expect(await purge(store, now)).toEqual({
      'contact messages (3 years)': 1,
      'unsubscribed newsletter addresses (30 days)': 1,
      'unconfirmed newsletter addresses (30 days)': 1,
      'Plus signups (30 days)': 1,
      'sent outbox items (30 days)': 1,
      'page feedback comments (12 months)': 1,
      'used challenges (expired)': 1,
    });
    const comments = await store.query<{ comment: string }>('SELECT comment FROM feedback_comments');
    expect(comments.map((row) => row.comment)).toEqual(['a year ago, less a day']);
    // Totals hold nothing about anyone: kept.
    expect(await count(store, 'feedback_totals')).toBe(2);
    const emails = await store.query<{ email_key: string }>(
      `SELECT email_key FROM contact_messages UNION ALL SELECT email_key FROM newsletter_subscribers
       UNION ALL SELECT email_key FROM plus_signups UNION ALL SELECT email_key FROM outbox ORDER BY 1`,
    );
    expect(emails.map((row) => row.email_key)).toEqual([
      'leaving@b.fr',
      'p-new@b.fr',
      'reader@b.fr',
      'recent@b.fr',
      'sent-new@b.fr',
      'unsent@b.fr',
      'waiting@b.fr',
    ]);
    expect(await count(store, 'used_challenges')).toBe(1);
  });
});
