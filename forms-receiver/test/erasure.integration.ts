import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { post } from './http';
import { waitFor } from './ports';
import { startPostgres, type Postgres } from './postgres';
import { cli, rows, startReceiver, type Env, type RunningReceiver } from './receiver';

/**
 * `forms erase` and `forms backup` / `forms restore` against the running receiver: an
 * erased address leaves no byte in the data directory, a look-alike survives, and a
 * backup gives back exactly the rows it was taken from.
 */
const KINDS = ['contact', 'newsletter', 'plus', 'outbox', 'feedback', 'feedback-comments'];
const DOC = '/docs/installation/docker/';

/** Files under `dir` holding `text` as bytes, as an operator's grep would find them. */
function filesHolding(dir: string, text: string): string[] {
  try {
    return execFileSync('grep', ['-rlaF', text, dir], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return [];
  }
}

async function everything(env: Env): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const kind of KINDS) all[kind] = await rows(env, kind);
  return all;
}

/** A word only the posts of `address` contain: what a grep of the data directory looks for. */
const marker = (address: string) =>
  `marker-${createHash('sha256').update(address).digest('hex').slice(0, 12)}`;

async function fill(receiver: RunningReceiver, address: string): Promise<void> {
  const answers = [
    await post(receiver.url, '/api/contact/', { email: address, message: `Bonjour, ${marker(address)}` }),
    await post(receiver.url, '/api/newsletter/', { email: address, firstName: 'Zoé', language: 'fr' }),
    await post(receiver.url, '/api/plus/signup/', { email: address }),
    await post(receiver.url, '/api/feedback/', {
      page: DOC,
      helpful: 'no',
      comment: `Répondez-moi : ${address} (${marker(address)}-comment)`,
    }),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
}

describe.each(['embedded', 'postgresql'] as const)('on the %s store', (kind) => {
  let receiver: RunningReceiver;
  let env: Env;
  let dataDir: string;
  let postgres: Postgres | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forms-erase-${kind}-`));
    env = {
      FORMS_DATA_DIR: dataDir,
      FORMS_SITE_URL: 'https://foyer.example',
      FORMS_CHALLENGE_SECRET: 'erase-secret',
      FORMS_RATE_PER_MINUTE: '100000',
      FORMS_NOSCRIPT_PER_HOUR: '100000',
      FORMS_LOG_LEVEL: 'warn',
    };
    if (kind === 'postgresql') {
      postgres = await startPostgres();
      env.DATABASE_URL = postgres.url;
    }
    receiver = await startReceiver({ env });
  });
  afterAll(async () => {
    expect(await receiver?.stop()).toBe(0);
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('erases exactly one address, and (embedded) the data directory holds no byte of it afterwards', async () => {
    const target = `zz-target-${kind}@exemple.fr`;
    const lookAlike = `azz-target-${kind}@exemple.fr`;
    const longer = `zz-target-${kind}@exemple.fr.example`;
    for (const address of [target, lookAlike, longer]) await fill(receiver, address);
    // The mails written to files (no SMTP here) are there before, so the check can fail.
    await waitFor(
      'the mail files',
      () => filesHolding(path.join(dataDir, 'mail'), marker(target)).length > 0,
    );
    if (kind === 'embedded')
      expect(filesHolding(dataDir, `${marker(target)}-comment`).length).toBeGreaterThan(0);

    const output = await cli(env, ['erase', target.toUpperCase()]);
    expect(output).toMatch(
      /contact_messages: 1\n\s+newsletter_subscribers: 1\n\s+plus_signups: 1\n\s+outbox: 3\n\s+feedback_comments: 1\n\s+mail_files: 2/,
    );
    const left = await everything(env);
    const text = JSON.stringify(left);
    expect(text).not.toContain(`"${target}"`);
    expect(text).not.toContain(marker(target));
    for (const survivor of [lookAlike, longer]) {
      expect(left.contact?.filter((row) => (row as { email: string }).email === survivor)).toHaveLength(1);
      expect(text).toContain(`${marker(survivor)}-comment`);
    }
    if (kind === 'embedded') {
      // Database files, write-ahead log, mail files: nothing of what was erased.
      expect(filesHolding(dataDir, marker(target))).toEqual([]);
      expect(filesHolding(dataDir, marker(lookAlike)).length).toBeGreaterThan(0);
    }
  });

  it('backup, erase everything, restore: the same rows come back', async () => {
    await fill(receiver, `backup-${kind}@exemple.fr`);
    const before = await everything(env);
    const file = path.join(dataDir, 'forms.backup');
    expect(await cli(env, ['backup', file])).toContain(`backup written to ${file}`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const addresses = new Set(
      [...(before.contact ?? []), ...(before.newsletter ?? []), ...(before.plus ?? [])].map(
        (row) => (row as { email: string }).email,
      ),
    );
    for (const address of addresses) await cli(env, ['erase', address]);
    expect((await rows(env, 'contact')).length).toBe(0);

    expect(await cli(env, ['restore', file])).toContain('restored:');
    expect(await everything(env)).toEqual(before);
    // New posts go on after the restored ids.
    expect(
      (await post(receiver.url, '/api/contact/', { email: 'after@exemple.fr', message: 'after' })).status,
    ).toBe(202);
    const ids = (await rows(env, 'contact')).map((row) => Number(row.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const before = await everything(env);
    const file = path.join(dataDir, 'not-a-backup');
    fs.writeFileSync(file, '{"hello": "world"}\n');
    await expect(cli(env, ['restore', file])).rejects.toThrow(/not a backup/);
    expect(await everything(env)).toEqual(before);
  });
});
