import { type Store } from './store';

/**
 * The one schema, for PGlite and PostgreSQL alike. Append a migration, never edit a
 * shipped one: each runs once, in order, and is recorded in `schema_migrations`.
 * No table has a column for an IP address.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; statements: string[] }> = [
  {
    version: 1,
    name: 'submissions, outbox and used challenges',
    statements: [
      `CREATE TABLE contact_messages (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        -- The address as compared: caps and erasure ignore case.
        email_key text NOT NULL,
        message text NOT NULL,
        language text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX contact_messages_email ON contact_messages (email_key, received_at)`,
      `CREATE INDEX contact_messages_received ON contact_messages (received_at)`,
      `CREATE TABLE newsletter_subscribers (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        email_key text NOT NULL UNIQUE,
        first_name text,
        language text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        -- Only SHA-256 hashes of the tokens: a copy of the database cannot confirm or unsubscribe anyone.
        confirm_token_hash text UNIQUE,
        confirm_expires_at timestamptz,
        unsubscribe_token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        last_confirmation_sent_at timestamptz,
        -- Signups of this address in the current day window, for the per-address cap.
        attempts_since timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE plus_signups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        email_key text NOT NULL,
        language text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX plus_signups_email ON plus_signups (email_key, received_at)`,
      `CREATE INDEX plus_signups_received ON plus_signups (received_at)`,
      `CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact-mail', 'newsletter-confirmation', 'plus-signup')),
        -- Whom the item is about, so that erasing an address reaches what is still to be sent.
        email_key text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        -- A worker's lease: while it is in the future, no other worker takes the item.
        locked_until timestamptz,
        sent_at timestamptz
      )`,
      `CREATE INDEX outbox_due ON outbox (due_at, id) WHERE sent_at IS NULL`,
      `CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL`,
      `CREATE INDEX outbox_email ON outbox (email_key)`,
      `CREATE TABLE used_challenges (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX used_challenges_expiry ON used_challenges (expires_at)`,
    ],
  },
  {
    version: 2,
    name: 'page feedback',
    statements: [
      // "Was this page helpful?": counts per page and day, no row per answer.
      `CREATE TABLE feedback_totals (
        page text NOT NULL,
        language text NOT NULL,
        day date NOT NULL,
        yes integer NOT NULL DEFAULT 0 CHECK (yes >= 0),
        no integer NOT NULL DEFAULT 0 CHECK (no >= 0),
        PRIMARY KEY (page, day)
      )`,
      // A comment keeps its page, its answer and its day: no time of day, nothing to
      // match it with the answer it follows, nor with the reader's other comments.
      `CREATE TABLE feedback_comments (
        id bigserial PRIMARY KEY,
        page text NOT NULL,
        language text NOT NULL,
        helpful boolean NOT NULL,
        comment text NOT NULL,
        received_on date NOT NULL
      )`,
      `CREATE INDEX feedback_comments_page ON feedback_comments (page, received_on)`,
      `CREATE INDEX feedback_comments_received ON feedback_comments (received_on)`,
    ],
  },
  {
    version: 3,
    name: 'outbox lease tokens',
    statements: [
      // Which claim holds an item: a delivery is recorded, and its lease renewed, only by the
      // claim that took it, never on an item that was erased, restored or taken over meanwhile.
      `ALTER TABLE outbox ADD COLUMN lease_token uuid`,
    ],
  },
];

/** An arbitrary constant: the advisory lock every receiver takes while it migrates. */
const MIGRATION_LOCK = 27_0001;

/**
 * Applies the migrations not yet recorded. The advisory lock makes receivers that
 * start together on one PostgreSQL server migrate one after the other: the second
 * finds the work done. (PGlite has one connection; the lock costs nothing there.)
 */
export async function migrate(store: Store): Promise<number[]> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
