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
    // The day's totals of yes and no are kept: they hold nothing about anyone.
    name: 'page feedback comments (12 months)',
    sql: `DELETE FROM feedback_comments WHERE received_on < ($1::timestamptz AT TIME ZONE 'UTC')::date - interval '12 months'`,
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
