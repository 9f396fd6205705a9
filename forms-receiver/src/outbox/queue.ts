import { type Queryable, type Store } from '../store/store';

export type OutboxKind = 'contact-mail' | 'newsletter-confirmation' | 'plus-signup';
export const MAIL_KINDS: OutboxKind[] = ['contact-mail', 'newsletter-confirmation'];

export interface OutboxItem {
  id: number;
  kind: OutboxKind;
  payload: unknown;
  attempts: number;
  /** The claim that holds the item: recording and renewing need it. */
  leaseToken: string;
}

/** What became of the record of a delivery. */
export type Recorded = 'recorded' | 'gone' | 'taken-over';

/** An arbitrary constant: the advisory lock under which mail items are counted and claimed. */
const MAIL_CAP_LOCK = 27_0002;

/**
 * Takes the next due item of the given kinds and leases it, with a token of this claim.
 * SKIP LOCKED lets several receivers on one PostgreSQL server claim at once without
 * waiting on each other or taking the same row. Mail is counted against the hourly cap
 * of every receiver together, atomically: under one advisory lock, the mails sent in the
 * last hour plus those leased right now are counted, and mail is claimed only while the
 * cap leaves room, so N receivers claiming at the same moment never pass it.
 */
export async function claimNext(
  store: Store,
  options: {
    kinds: OutboxKind[];
    leaseSeconds: number;
    mailPerHour: number;
    /** Items the caller is delivering already, whatever their leases say. */
    inFlight: number[];
  },
): Promise<OutboxItem | undefined> {
  return store.transaction(async (tx) => {
    let kinds = options.kinds;
    if (kinds.some((kind) => MAIL_KINDS.includes(kind))) {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MAIL_CAP_LOCK]);
      const [row] = await tx.query<{ used: number }>(
        `SELECT count(*)::int AS used FROM outbox
         WHERE kind = ANY($1::text[])
           AND (sent_at > now() - interval '1 hour' OR (sent_at IS NULL AND locked_until > now()))`,
        [MAIL_KINDS],
      );
      if ((row?.used ?? 0) >= options.mailPerHour) kinds = kinds.filter((kind) => !MAIL_KINDS.includes(kind));
    }
    if (kinds.length === 0) return undefined;
    const [item] = await tx.query<OutboxItem>(
      `UPDATE outbox SET locked_until = now() + make_interval(secs => $2), lease_token = gen_random_uuid()
       WHERE id = (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND due_at <= now() AND (locked_until IS NULL OR locked_until < now())
           AND kind = ANY($1::text[]) AND id <> ALL($3::bigint[])
         ORDER BY due_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, kind, payload, attempts, lease_token AS "leaseToken"`,
      [kinds, options.leaseSeconds, options.inFlight],
    );
    return item;
  });
}

/**
 * Extends the leases of the items a live worker is still delivering, so a lease ends
 * only when its worker is gone (killed, or hung), however long a slow server takes.
 */
export async function renewLeases(
  store: Store,
  items: Pick<OutboxItem, 'id' | 'leaseToken'>[],
  leaseSeconds: number,
): Promise<void> {
  if (items.length === 0) return;
  await store.query(
    `UPDATE outbox SET locked_until = now() + make_interval(secs => $3)
     WHERE (id, lease_token) IN (SELECT * FROM unnest($1::bigint[], $2::uuid[])) AND sent_at IS NULL`,
    [items.map((item) => item.id), items.map((item) => item.leaseToken), leaseSeconds],
  );
}

/** After an update that matched nothing: was the item erased (or replaced by a restore), or claimed again? */
async function whyUnrecorded(store: Store, id: number): Promise<Recorded> {
  const rows = await store.query('SELECT 1 FROM outbox WHERE id = $1', [id]);
  return rows.length === 0 ? 'gone' : 'taken-over';
}

/** Done: kept 30 days for the operator, without the tokens a confirmation mail carried. */
export async function markSent(store: Store, item: Pick<OutboxItem, 'id' | 'leaseToken'>): Promise<Recorded> {
  const rows = await store.query(
    `UPDATE outbox SET sent_at = now(), locked_until = NULL, lease_token = NULL, last_error = NULL,
       attempts = attempts + 1, payload = payload - 'confirmToken' - 'unsubscribeToken'
     WHERE id = $1 AND lease_token = $2
     RETURNING id`,
    [item.id, item.leaseToken],
  );
  return rows.length > 0 ? 'recorded' : whyUnrecorded(store, item.id);
}

export async function markFailed(
  store: Store,
  item: Pick<OutboxItem, 'id' | 'leaseToken'>,
  retryInSeconds: number,
  error: string,
): Promise<Recorded> {
  const rows = await store.query(
    `UPDATE outbox SET attempts = attempts + 1, last_error = $3, locked_until = NULL, lease_token = NULL,
       due_at = now() + make_interval(secs => $4)
     WHERE id = $1 AND lease_token = $2
     RETURNING id`,
    // A server's reply may hold a NUL, which a text column cannot.
    [item.id, item.leaseToken, error.replaceAll('\u0000', '').slice(0, 1000), retryInSeconds],
  );
  return rows.length > 0 ? 'recorded' : whyUnrecorded(store, item.id);
}

export interface OutboxState {
  /** Not sent and never failed. */
  waiting: number;
  /** Not sent, and the last attempt failed. */
  failing: number;
  /** Seconds since the oldest item not yet sent was made (0 when there is none). */
  oldestAgeSeconds: number;
}

export async function outboxState(db: Queryable): Promise<OutboxState> {
  const [row] = await db.query<{ waiting: number; failing: number; oldest: number | null }>(
    `SELECT count(*) FILTER (WHERE last_error IS NULL)::int AS waiting,
            count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing,
            extract(epoch FROM now() - min(created_at))::float8 AS oldest
     FROM outbox WHERE sent_at IS NULL`,
  );
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestAgeSeconds: Math.max(0, row?.oldest ?? 0),
  };
}

/**
 * Frees every lease. Only for the embedded store, which one process owns: a lease
 * left by a killed receiver would otherwise hold its item back until the lease ends.
 */
export async function releaseLeases(store: Store): Promise<void> {
  await store.query(
    'UPDATE outbox SET locked_until = NULL, lease_token = NULL WHERE sent_at IS NULL AND locked_until IS NOT NULL',
  );
}
