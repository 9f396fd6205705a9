import { type Queryable, type Store } from '../store/store';

export type OutboxKind = 'contact-mail' | 'newsletter-confirmation' | 'plus-signup';
export const MAIL_KINDS: OutboxKind[] = ['contact-mail', 'newsletter-confirmation'];

export interface OutboxItem {
  id: number;
  kind: OutboxKind;
  payload: unknown;
  attempts: number;
}

/**
 * Takes the next due item of the given kinds and leases it. SKIP LOCKED lets
 * several receivers on one PostgreSQL server claim at once without waiting on
 * each other or taking the same row.
 */
export async function claimNext(
  store: Store,
  kinds: OutboxKind[],
  leaseSeconds: number,
): Promise<OutboxItem | undefined> {
  if (kinds.length === 0) return undefined;
  const [item] = await store.query<OutboxItem>(
    // The lease (past it, another worker may take the item again) outlasts the SMTP time-outs.
    `UPDATE outbox SET locked_until = now() + make_interval(secs => $2)
     WHERE id = (
       SELECT id FROM outbox
       WHERE sent_at IS NULL AND due_at <= now() AND (locked_until IS NULL OR locked_until < now())
         AND kind = ANY($1::text[])
       ORDER BY due_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, kind, payload, attempts`,
    [kinds, leaseSeconds],
  );
  return item;
}

/** Done: kept 30 days for the operator, without the tokens a confirmation mail carried. */
export async function markSent(store: Store, id: number): Promise<void> {
  await store.query(
    `UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL,
       attempts = attempts + 1, payload = payload - 'confirmToken' - 'unsubscribeToken'
     WHERE id = $1`,
    [id],
  );
}

export async function markFailed(
  store: Store,
  id: number,
  retryInSeconds: number,
  error: string,
): Promise<void> {
  await store.query(
    `UPDATE outbox SET attempts = attempts + 1, last_error = $2, locked_until = NULL,
       due_at = now() + make_interval(secs => $3)
     WHERE id = $1`,
    [id, error.slice(0, 1000), retryInSeconds],
  );
}

/** Mails sent in the last hour, by every receiver of the store: the global hourly cap counts these. */
export async function mailsSentLastHour(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM outbox
     WHERE sent_at > now() - interval '1 hour' AND kind = ANY($1::text[])`,
    [MAIL_KINDS],
  );
  return row?.count ?? 0;
}

/** Waiting: not sent and never failed. Failing: not sent, and the last attempt failed. */
export async function outboxCounts(db: Queryable): Promise<{ waiting: number; failing: number }> {
  const [row] = await db.query<{ waiting: number; failing: number }>(
    `SELECT count(*) FILTER (WHERE last_error IS NULL)::int AS waiting,
            count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing
     FROM outbox WHERE sent_at IS NULL`,
  );
  return { waiting: row?.waiting ?? 0, failing: row?.failing ?? 0 };
}

/**
 * Frees every lease. Only for the embedded store, which one process owns: a lease
 * left by a killed receiver would otherwise hold its item back until the lease ends.
 */
export async function releaseLeases(store: Store): Promise<void> {
  await store.query(
    'UPDATE outbox SET locked_until = NULL WHERE sent_at IS NULL AND locked_until IS NOT NULL',
  );
}
