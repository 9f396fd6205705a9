import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type OutgoingMail } from './compose';

export interface Mailer {
  /** True when mail is written to files instead of being sent (no SMTP_URL). */
  readonly toFiles: boolean;
  send(mail: OutgoingMail, outboxId: number): Promise<void>;
  close(): void;
}

/** Mail through SMTP_URL, with time-outs short enough that an outbox lease outlives a stuck server. */
function smtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // A local relay without a certificate is common; STARTTLS is still used when offered.
    tls: { rejectUnauthorized: url.searchParams.get('tls.rejectUnauthorized') !== 'false' },
  });
  return {
    toFiles: false,
    async send(mail) {
      await transport.sendMail(mail);
    },
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
    close: () => transport.close(),
  };
}

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : fileMailer(options.dataDir);
}
