import { type Queryable } from './store/store';

/**
 * The privacy notice's retention periods, each a DELETE run against `now`
 * (a parameter, so tests can move time): what the notice promises is deleted.
 */
export const retentionRules = [
  {
    name: 'contact messages (3 years)',
    sql: `DELETE FROM contact_messages WHERE received_at < $1::timestamptz - interval '3 years'`,
  },
  {
    name: 'unsubscribed newsletter addresses (30 days)',
    sql: `DELETE FROM newsletter_subscribers WHERE status = 'unsubscribed' AND unsubscribed_at < $1::timestamptz - interval '30 days'`,
  },
  {
    name: 'unconfirmed newsletter addresses (30 days)',
    sql: `DELETE FROM newsletter_subscribers WHERE status = 'pending' AND updated_at < $1::timestamptz - interval '30 days'`,
  },
  {
    name: 'Plus signups (30 days)',
    sql: `DELETE FROM plus_signups WHERE received_at < $1::timestamptz - interval '30 days'`,
  },
  {
    name: 'sent outbox items (30 days)',
    sql: `DELETE FROM outbox WHERE sent_at < $1::timestamptz - interval '30 days'`,
  },
  {
    name: 'used challenges (expired)',
    sql: `DELETE FROM used_challenges WHERE expires_at < $1::timestamptz`,
  },
] as const;

export type PurgeCounts = Record<string, number>;

/** Deletes what is past its retention period; returns how many rows each rule removed. */
export async function purge(db: Queryable, now: Date = new Date()): Promise<PurgeCounts> {
  const counts: PurgeCounts = {};
  for (const rule of retentionRules) {
    const rows = await db.query(`${rule.sql} RETURNING 1`, [now]);
    counts[rule.name] = rows.length;
  }
  return counts;
}

/** Deletes every row about an address, the outbox included; returns the counts per table. */
export async function eraseAddress(db: Queryable, emailKey: string): Promise<PurgeCounts> {
  const counts: PurgeCounts = {};
  for (const table of ['contact_messages', 'newsletter_subscribers', 'plus_signups', 'outbox']) {
    const rows = await db.query(`DELETE FROM ${table} WHERE email_key = $1 RETURNING 1`, [emailKey]);
    counts[table] = rows.length;
  }
  return counts;
}
