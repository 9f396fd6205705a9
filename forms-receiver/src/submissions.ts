import { type Language } from './language';
import { normalizeEmail } from './siteRules';
import { type Queryable, type Store } from './store/store';
import { hashToken, newToken } from './tokens';

/** A per-address cap is reached; `retryAfter` is in seconds. */
export class AddressLimitError extends Error {
  constructor(readonly retryAfter: number) {
    super('per-address limit reached');
  }
}

/** The proof of work was already spent on an earlier submission. */
export class ReplayedChallengeError extends Error {
  constructor() {
    super('challenge already used');
  }
}

/** A verified proof of work, recorded with the submission so that it serves once. */
export interface SpentChallenge {
  signature: string;
  expiresAt: Date;
}

export interface Submission {
  email: string;
  language: Language;
  challenge: SpentChallenge | undefined;
}

/**
 * How addresses are compared: the site's normal form (trimmed, NFC, domain in lower
 * case), then without case at all, so caps, "known address" and erasure treat
 * `José@x.fr`, `jose\u0301@X.fr` and `josé@x.fr` as one address.
 */
export function emailKey(email: string): string {
  return normalizeEmail(email).toLowerCase();
}

/**
 * Makes the transactions about one address and one form wait for each other, on every
 * receiver sharing the database (an advisory lock held until commit): a cap counted
 * under it cannot be passed by requests counting at the same moment.
 */
async function lockAddress(tx: Queryable, form: string, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${form}:${key}`]);
}

const DAY_SECONDS = 24 * 60 * 60;

/** Records a verified proof of work as spent, in the submission's transaction; throws when it was spent before. */
export async function spendChallenge(tx: Queryable, challenge: SpentChallenge | undefined): Promise<void> {
  if (!challenge) return;
  const rows = await tx.query(
    `INSERT INTO used_challenges (signature, expires_at) VALUES ($1, $2)
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [challenge.signature, challenge.expiresAt],
  );
  if (rows.length === 0) throw new ReplayedChallengeError();
}

/** Throws AddressLimitError when `table` already holds `cap` rows of this address in the last day. */
async function checkDailyCap(
  tx: Queryable,
  table: 'contact_messages' | 'plus_signups',
  key: string,
  cap: number,
): Promise<void> {
  const [row] = await tx.query<{ count: number; retry_after: number | null }>(
    `SELECT count(*)::int AS count,
            ceil(extract(epoch FROM min(received_at) + interval '1 day' - now()))::int AS retry_after
     FROM ${table} WHERE email_key = $1 AND received_at > now() - interval '1 day'`,
    [key],
  );
  if (row && row.count >= cap) throw new AddressLimitError(Math.max(1, row.retry_after ?? DAY_SECONDS));
}

async function addToOutbox(tx: Queryable, kind: string, key: string, payload: object): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO outbox (kind, email_key, payload) VALUES ($1, $2, $3::jsonb) RETURNING id',
    [kind, key, JSON.stringify(payload)],
  );
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

export interface ContactMailPayload {
  email: string;
  message: string;
  language: Language;
}

export interface PlusSignupPayload {
  id: string;
  email: string;
  language: Language;
  receivedAt: string;
}

/**
 * The flow of the capped forms (contact, Plus): in one transaction, spend the
 * challenge, check the address's daily cap on `table`, store the row and its
 * outbox item (`record` returns the item's kind and payload).
 */
async function submitCapped(
  store: Store,
  input: Submission,
  table: 'contact_messages' | 'plus_signups',
  addressPerDay: number,
  record: (tx: Queryable, key: string) => Promise<[string, object]>,
): Promise<void> {
  const key = emailKey(input.email);
  await store.transaction(async (tx) => {
    await spendChallenge(tx, input.challenge);
    await lockAddress(tx, table, key);
    await checkDailyCap(tx, table, key, addressPerDay);
    const [kind, payload] = await record(tx, key);
    await addToOutbox(tx, kind, key, payload);
  });
}

/** Stores a contact message and its mail to the team. */
export function submitContact(
  store: Store,
  input: Submission & { message: string },
  addressPerDay: number,
): Promise<void> {
  return submitCapped(store, input, 'contact_messages', addressPerDay, async (tx, key) => {
    await tx.query(
      'INSERT INTO contact_messages (email, email_key, message, language) VALUES ($1, $2, $3, $4)',
      [input.email, key, input.message, input.language],
    );
    const payload: ContactMailPayload = {
      email: input.email,
      message: input.message,
      language: input.language,
    };
    return ['contact-mail', payload];
  });
}

/** Stores a Plus signup and its hand-off to the Plus service. */
export function submitPlusSignup(store: Store, input: Submission, addressPerDay: number): Promise<void> {
  return submitCapped(store, input, 'plus_signups', addressPerDay, async (tx, key) => {
    const [row] = await tx.query<{ id: string; received_at: Date }>(
      'INSERT INTO plus_signups (email, email_key, language) VALUES ($1, $2, $3) RETURNING id, received_at',
      [input.email, key, input.language],
    );
    if (!row) throw new Error('plus signup insert returned nothing');
    const payload: PlusSignupPayload = {
      id: row.id,
      email: input.email,
      language: input.language,
      receivedAt: new Date(row.received_at).toISOString(),
    };
    return ['plus-signup', payload];
  });
}

export interface ConfirmationMailPayload {
  email: string;
  language: Language;
  /** From FORMS_SITE_URL, never from the request: a mail's links go to the operator's site only. */
  siteUrl: string;
  confirmToken: string;
  unsubscribeToken: string;
}

interface SubscriberRow {
  id: number;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  mailed_today: boolean;
}

/**
 * A newsletter signup (double opt-in). Whatever the address's state, and however often
 * it is sent, the caller answers the same; only what is stored and sent differs:
 * new or unsubscribed → pending with fresh tokens and a confirmation mail;
 * pending → a new mail unless one went out in the last day; confirmed → nothing.
 * One confirmation mail per address and day is the newsletter's per-address cap.
 * Concurrent signups of one address wait for each other (lockAddress), so they make
 * one subscriber and one mail; ON CONFLICT keeps even a race the lock missed from
 * becoming an error (whose message would carry the address into the server's log).
 */
export async function submitNewsletter(
  store: Store,
  input: Submission & { firstName: string | null; siteUrl: string },
): Promise<void> {
  const key = emailKey(input.email);
  await store.transaction(async (tx) => {
    await spendChallenge(tx, input.challenge);
    await lockAddress(tx, 'newsletter', key);
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const inserted = await tx.query(
      `INSERT INTO newsletter_subscribers
         (email, email_key, first_name, language, status, confirm_token_hash, confirm_expires_at,
          unsubscribe_token_hash, last_confirmation_sent_at, attempts)
       VALUES ($1, $2, $3, $4, 'pending', $5, now() + interval '7 days', $6, now(), 1)
       ON CONFLICT (email_key) DO NOTHING
       RETURNING id`,
      [
        input.email,
        key,
        input.firstName,
        input.language,
        hashToken(confirmToken),
        hashToken(unsubscribeToken),
      ],
    );
    let mail = inserted.length > 0;
    if (!mail) {
      const [existing] = await tx.query<SubscriberRow>(
        `SELECT id, status,
                coalesce(last_confirmation_sent_at > now() - interval '1 day', false) AS mailed_today
         FROM newsletter_subscribers WHERE email_key = $1 FOR UPDATE`,
        [key],
      );
      if (!existing) throw new Error('newsletter subscriber vanished during its signup');
      mail = existing.status !== 'confirmed' && !existing.mailed_today;
      // A new mail carries new tokens: only hashes are kept, so the old links stop working.
      await tx.query(
        `UPDATE newsletter_subscribers SET
           updated_at = now(),
           status = CASE WHEN status = 'unsubscribed' AND $2 THEN 'pending' ELSE status END,
           unsubscribed_at = CASE WHEN status = 'unsubscribed' AND $2 THEN NULL ELSE unsubscribed_at END,
           email = CASE WHEN $2 THEN $3 ELSE email END,
           first_name = CASE WHEN $2 THEN $4 ELSE first_name END,
           language = CASE WHEN $2 THEN $5 ELSE language END,
           confirm_token_hash = CASE WHEN $2 THEN $6 ELSE confirm_token_hash END,
           confirm_expires_at = CASE WHEN $2 THEN now() + interval '7 days' ELSE confirm_expires_at END,
           unsubscribe_token_hash = CASE WHEN $2 THEN $7 ELSE unsubscribe_token_hash END,
           last_confirmation_sent_at = CASE WHEN $2 THEN now() ELSE last_confirmation_sent_at END
         WHERE id = $1`,
        [
          existing.id,
          mail,
          input.email,
          input.firstName,
          input.language,
          hashToken(confirmToken),
          hashToken(unsubscribeToken),
        ],
      );
    }
    if (!mail) return;
    const payload: ConfirmationMailPayload = {
      email: input.email,
      language: input.language,
      siteUrl: input.siteUrl,
      confirmToken,
      unsubscribeToken,
    };
    await addToOutbox(tx, 'newsletter-confirmation', key, payload);
  });
}

/** Confirms the subscription of a confirmation token; false when it is unknown or expired. */
export async function confirmSubscription(store: Store, token: string): Promise<boolean> {
  const rows = await store.query(
    `UPDATE newsletter_subscribers
     SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), updated_at = now()
     WHERE confirm_token_hash = $1 AND status IN ('pending', 'confirmed') AND confirm_expires_at > now()
     RETURNING id`,
    [hashToken(token)],
  );
  return rows.length > 0;
}

/**
 * Unsubscribes the holder of an unsubscribe token (again is fine) and drops a
 * confirmation mail still waiting for it; false when the token is unknown.
 */
export async function unsubscribe(store: Store, token: string): Promise<boolean> {
  return store.transaction(async (tx) => {
    const [row] = await tx.query<{ email_key: string }>(
      `UPDATE newsletter_subscribers
       SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now(),
           confirm_token_hash = NULL, confirm_expires_at = NULL
       WHERE unsubscribe_token_hash = $1
       RETURNING email_key`,
      [hashToken(token)],
    );
    if (!row) return false;
    await tx.query(
      `DELETE FROM outbox WHERE email_key = $1 AND kind = 'newsletter-confirmation' AND sent_at IS NULL`,
      [row.email_key],
    );
    return true;
  });
}
