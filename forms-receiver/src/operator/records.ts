import { type Queryable } from '../store/store';

export const recordKinds = [
  'contact',
  'newsletter',
  'plus',
  'outbox',
  'feedback',
  'feedback-comments',
] as const;
export type RecordKind = (typeof recordKinds)[number];

export function isRecordKind(value: string): value is RecordKind {
  return (recordKinds as readonly string[]).includes(value);
}

/**
 * What the operator sees of each table. Token hashes never leave the database;
 * outbox bodies are left out (they repeat the submissions and may hold tokens).
 */
const queries: Record<RecordKind, string> = {
  contact: 'SELECT id, received_at, email, language, message FROM contact_messages ORDER BY id',
  newsletter: `SELECT id, email, first_name, language, status, created_at, confirmed_at, unsubscribed_at,
                 last_confirmation_sent_at FROM newsletter_subscribers ORDER BY id`,
  plus: 'SELECT id, received_at, email, language FROM plus_signups ORDER BY received_at, id',
  outbox: 'SELECT id, kind, created_at, due_at, attempts, sent_at, last_error FROM outbox ORDER BY id',
  // Page feedback: the totals of each page and day, and the comments (see `forms feedback`).
  feedback: `SELECT to_char(day, 'YYYY-MM-DD') AS day, page, language, yes, no
             FROM feedback_totals ORDER BY day, page`,
  'feedback-comments': `SELECT id, to_char(received_on, 'YYYY-MM-DD') AS received_on, page, language,
                          CASE WHEN helpful THEN 'yes' ELSE 'no' END AS helpful, comment
                        FROM feedback_comments ORDER BY received_on, id`,
};

export type RecordRow = Record<string, unknown>;

export async function readRecords(db: Queryable, kind: RecordKind): Promise<RecordRow[]> {
  return db.query<RecordRow>(queries[kind]);
}

/** Outbox items not yet delivered, without their bodies. */
export async function pendingOutbox(db: Queryable): Promise<RecordRow[]> {
  return db.query<RecordRow>(
    `SELECT id, kind, CASE WHEN last_error IS NULL THEN 'waiting' ELSE 'failing' END AS state,
            created_at, due_at, attempts, last_error
     FROM outbox WHERE sent_at IS NULL ORDER BY due_at, id`,
  );
}
