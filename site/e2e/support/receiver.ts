import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ports = require('./port.cjs') as Record<
  'E2E_RECEIVER_DOWN_PORT' | 'E2E_FLOOD_PORT' | 'E2E_FEEDBACK_FLOOD_PORT',
  number
>;

/** The data directory of the receiver behind the tested nginx (set by globalSetup). */
export function receiverDataDir(): string {
  const dir = process.env.E2E_RECEIVER_DATA_DIR;
  if (!dir)
    throw new Error('E2E_RECEIVER_DATA_DIR is unset: run the browser tests through their jest config');
  return dir;
}

/** The same nginx configuration, with no receiver behind it: what a visitor meets while it is down. */
export const receiverDownBaseUrl = `http://127.0.0.1:${ports.E2E_RECEIVER_DOWN_PORT}`;
/** The same nginx and receiver, on a host of its own, so a flood does not limit the other tests. */
export const floodBaseUrl = `http://127.0.0.1:${ports.E2E_FLOOD_PORT}`;
/** Another, for the page feedback's flood (feedback.e2e.ts), which may run beside the forms' one. */
export const feedbackFloodBaseUrl = `http://127.0.0.1:${ports.E2E_FEEDBACK_FLOOD_PORT}`;

export interface ReceivedMail {
  to: string;
  replyTo?: string;
  subject: string;
  /** The mail's plain-text body. */
  text: string;
  headers: Map<string, unknown>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.map((entry) => entry.text).join(', ');
}

/** Every mail the receiver has written so far (no SMTP_URL: one .eml file each). */
export async function readMails(): Promise<ReceivedMail[]> {
  const dir = path.join(receiverDataDir(), 'mail');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
      return {
        to: addresses(parsed.to),
        replyTo: parsed.replyTo?.text,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        headers: parsed.headers,
      };
    }),
  );
}

/** The operator's tool (`yarn forms …`) against the running receiver, through its socket. */
export function operator(args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.resolve(__dirname, '../../../forms-receiver/dist/cli.js'), ...args],
    {
      env: { ...process.env, FORMS_DATA_DIR: receiverDataDir(), DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
}
