import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eraseAddress, mentionsAddress, NotAnAddressError } from './erasure';
import { type Store } from './store/store';
import { emailKey } from './submissions';
import { count, tempStore } from './testSupport';

let store: Store;
let dataDir: string;
let remove: () => Promise<void>;
beforeAll(async () => ({ store, dataDir, remove } = await tempStore()));
afterAll(() => remove());

/** Files under the data directory that hold `text` as bytes (grep, as an operator would look). */
function filesHolding(text: string): string[] {
  try {
    return execFileSync('grep', ['-rlaF', text, dataDir], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return [];
  }
}

async function contact(email: string, message = 'Bonjour'): Promise<void> {
  await store.query(
    `INSERT INTO contact_messages (email, email_key, message, language) VALUES ($1, $2, $3, 'fr')`,
    [email, emailKey(email), message],
  );
}

describe('mentionsAddress', () => {
  const key = 'x@example.org';
  it.each([
    ['write to x@example.org.', true],
    ['X@Example.ORG', true],
    ['<x@example.org>', true],
    ['max@example.org', false],
    ['a.x@example.org', false],
    ['x@example.org.uk', false],
    ['x@example.organic', false],
  ])('%j names x@example.org: %s', (text, expected) => {
    expect(mentionsAddress(text, key)).toBe(expected);
  });

  it('finds the composed and the decomposed spelling alike', () => {
    expect(mentionsAddress('de la part de jose\u0301@exemple.fr', emailKey('jos\u00e9@exemple.fr'))).toBe(
      true,
    );
  });
});

describe('forms erase', () => {
  it('erases exactly one address, however it is spelt, and leaves no byte of it in the data directory', async () => {
    const secret = 'erase-me-4242';
    await contact('X@Example.org', `message ${secret}`);
    await contact('max@example.org', 'another address that contains it');
    await contact('x@example.org.uk', 'a longer domain');
    await contact('jose\u0301@exemple.fr', 'decomposed');
    await store.query(
      `INSERT INTO outbox (kind, email_key, payload) VALUES ('contact-mail', $1, $2::jsonb)`,
      [emailKey('x@example.org'), JSON.stringify({ message: secret })],
    );
    await store.query(
      `INSERT INTO feedback_comments (page, language, helpful, comment, received_on)
       VALUES ('/docs/', 'en', false, $1, now()), ('/docs/', 'en', false, 'mail max@example.org', now())`,
      [`signed x@example.org ${secret}`],
    );
    fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
    const [{ id } = { id: 0 }] = await store.query<{ id: number }>(`SELECT max(id)::int AS id FROM outbox`);
    fs.writeFileSync(path.join(dataDir, 'mail', `${id}.eml`), `Reply-To: x@example.org\n\n${secret}\n`);
    // Before: the bytes are there (the test can fail).
    await store.query('CHECKPOINT');
    expect(filesHolding(secret).length).toBeGreaterThan(0);

    expect(await eraseAddress(store, dataDir, ' x@EXAMPLE.org ')).toEqual({
      contact_messages: 1,
      newsletter_subscribers: 0,
      plus_signups: 0,
      outbox: 1,
      feedback_comments: 1,
      mail_files: 1,
    });
    expect(filesHolding(secret)).toEqual([]);
    const left = await store.query<{ email: string }>('SELECT email FROM contact_messages ORDER BY id');
    expect(left.map((row) => row.email)).toEqual([
      'max@example.org',
      'x@example.org.uk',
      'jose\u0301@exemple.fr',
    ]);

    expect((await eraseAddress(store, dataDir, 'jos\u00e9@exemple.fr')).contact_messages).toBe(1);
    expect(await count(store, 'feedback_comments')).toBe(1);
  });

  it('refuses what is not a whole address', async () => {
    await expect(eraseAddress(store, dataDir, '')).rejects.toBeInstanceOf(NotAnAddressError);
    await expect(eraseAddress(store, dataDir, '@example.org')).rejects.toBeInstanceOf(NotAnAddressError);
  });
});
