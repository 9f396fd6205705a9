import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type OutgoingMail } from './compose';

export interface Mailer {
  /** True when mail is written to files instead of being sent (no SMTP_URL). */
  readonly toFiles: boolean;
  send(mail: OutgoingMail, outboxId: number): Promise<void>;
  /** Removes what it kept of a mail whose outbox item was erased while it was being sent. */
  discard(outboxId: number): Promise<void>;
  close(): void;
}

/**
 * Seconds an SMTP server may take: to accept the connection, to greet, and to answer
 * any command (the last is also how long it may take to accept a mail after its last
 * byte). Short, so a silent server holds a delivery back by seconds, and far below the
 * outbox lease (FORMS_LEASE_SECONDS), so no other receiver takes an item still being sent.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 20_000 };

/**
 * Mail through SMTP_URL on a pool of connections kept open (nodemailer's pool): a
 * backlog goes out at the mail server's pace, `connections` mails at a time, not one
 * handshake per mail.
 */
function smtpMailer(smtpUrl: string, connections: number): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
    ...SMTP_TIMEOUTS,
    // A local relay without a certificate is common; STARTTLS is still used when offered.
    tls: { rejectUnauthorized: url.searchParams.get('tls.rejectUnauthorized') !== 'false' },
  });
  return {
    toFiles: false,
    async send(mail) {
      await transport.sendMail(mail);
    },
    // A mail handed to a server is beyond recall; nothing is kept here.
    discard: async () => undefined,
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (the embedded default): each mail becomes `<data>/mail/<outbox id>.eml`,
 * written to a temporary name then renamed, so a crash leaves no half mail and a
 * retry replaces rather than duplicates.
 */
function fileMailer(dataDir: string): Mailer {
  const folder = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    toFiles: true,
    async send(mail, outboxId) {
      const info = await transport.sendMail(mail);
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${outboxId}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    async discard(outboxId) {
      await fs.rm(path.join(folder, `${outboxId}.eml`), { force: true });
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  deliveryConcurrency: number;
}): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.deliveryConcurrency)
    : fileMailer(options.dataDir);
}
