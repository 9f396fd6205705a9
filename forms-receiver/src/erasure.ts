import fs from 'node:fs/promises';
import path from 'node:path';
import { type PurgeCounts } from './retention';
import { isValidEmail, normalizeEmail } from './siteRules';
import { type Store } from './store/store';
import { emailKey } from './submissions';

/** `forms erase` was given something that is not an address. */
export class NotAnAddressError extends Error {
  constructor(value: string) {
    super(`"${value}" is not an e-mail address: erase looks for one whole address`);
  }
}

/** The tables that hold an address in `email_key`. */
const KEYED_TABLES = ['contact_messages', 'newsletter_subscribers', 'plus_signups', 'outbox'] as const;

// What may stand right before an address's local part, or right after its domain, and
// still be part of it: a longer address that contains the erased one is another address.
const LOCAL_PART_CHARACTER = /[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]$/u;
const DOMAIN_CONTINUES = /^(?:[\p{L}\p{M}\p{N}-]|\.[\p{L}\p{M}\p{N}])/u;

/**
 * Whether `text` names the address whose key is `key` (see emailKey): the same address
 * once composed (NFC) and without case, standing on its own. `max@example.org` does not
 * name `x@example.org`, nor does `x@example.org.uk`; "write to x@example.org." does.
 */
export function mentionsAddress(text: string, key: string): boolean {
  const haystack = text.normalize('NFC').toLowerCase();
  for (let at = haystack.indexOf(key); at !== -1; at = haystack.indexOf(key, at + 1)) {
    const before = haystack.slice(Math.max(0, at - 1), at);
    const after = haystack.slice(at + key.length, at + key.length + 2);
    if (!LOCAL_PART_CHARACTER.test(before) && !DOMAIN_CONTINUES.test(after)) return true;
  }
  return false;
}

/** Removes the written mails (`<data>/mail/*.eml`, the embedded default) of those outbox items or naming the address. */
async function eraseMailFiles(dataDir: string, outboxIds: Set<number>, key: string): Promise<number> {
  const folder = path.join(dataDir, 'mail');
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return 0;
  }
  let erased = 0;
  for (const name of names) {
    const id = /^(\d+)\.eml(?:\.tmp)?$/.exec(name)?.[1];
    if (id === undefined) continue;
    const file = path.join(folder, name);
    if (!outboxIds.has(Number(id)) && !mentionsAddress(await fs.readFile(file, 'utf8'), key)) continue;
    await fs.rm(file, { force: true });
    erased += 1;
  }
  return erased;
}

/**
 * `forms erase <address>`: deletes, in one transaction, every row whose address is
 * exactly this one once normalised (submissions, subscribers, outbox items, sent or
 * not) and the page feedback comments that name it on its own; then the mails written
 * to files for those items; then compacts the store, so no byte of what was erased is
 * left in the database's files or its write-ahead log. Returns the counts.
 */
export async function eraseAddress(store: Store, dataDir: string, address: string): Promise<PurgeCounts> {
  // Only a whole address is looked for: an empty or partial one would match far too much.
  if (!isValidEmail(normalizeEmail(address))) throw new NotAnAddressError(address);
  const key = emailKey(address);
  const counts: PurgeCounts = {};
  const outboxIds = new Set<number>();
  await store.transaction(async (tx) => {
    for (const table of KEYED_TABLES) {
      const rows = await tx.query<{ id: number | string }>(
        `DELETE FROM ${table} WHERE email_key = $1 RETURNING id`,
        [key],
      );
      counts[table] = rows.length;
      if (table === 'outbox') for (const row of rows) outboxIds.add(Number(row.id));
    }
    // Only comments that hold an "@" can name an address; the exact test is made here, in
    // JavaScript, with the same normalisation as the address.
    const candidates = await tx.query<{ id: number; comment: string }>(
      `SELECT id, comment FROM feedback_comments WHERE strpos(comment, '@') > 0`,
    );
    const named = candidates.filter((row) => mentionsAddress(row.comment, key)).map((row) => row.id);
    if (named.length > 0)
      await tx.query('DELETE FROM feedback_comments WHERE id = ANY($1::bigint[])', [named]);
    counts.feedback_comments = named.length;
  });
  counts.mail_files = await eraseMailFiles(dataDir, outboxIds, key);
  await store.compact([...KEYED_TABLES, 'feedback_comments']);
  return counts;
}
