import { localePrefix } from '../language';
import { type ConfirmationMailPayload, type ContactMailPayload } from '../submissions';
import { mailStrings } from './strings';

/** A mail as the transports send it (nodemailer's fields, only those we use). */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
}

/** The domain of the sender's address, for Message-IDs. */
export function mailDomain(mailFrom: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(mailFrom);
  return match?.[1] ?? 'localhost';
}

/** Always the same for one outbox item: a retry of it is recognisable as the same mail. */
export function messageIdOf(outboxId: number, mailFrom: string): string {
  return `<outbox-${outboxId}@${mailDomain(mailFrom)}>`;
}

export function contactMail(
  payload: ContactMailPayload,
  options: { outboxId: number; mailFrom: string; teamAddress: string },
): OutgoingMail {
  const words = mailStrings[payload.language];
  return {
    from: options.mailFrom,
    to: options.teamAddress,
    replyTo: payload.email,
    subject: words.contactSubject(payload.email),
    text: `${payload.message}\n\n-- \n${words.contactLanguage}\n`,
    messageId: messageIdOf(options.outboxId, options.mailFrom),
  };
}

/** The links of a confirmation mail, on the site in the page's language. */
export function confirmationLinks(payload: ConfirmationMailPayload): {
  confirm: string;
  unsubscribePage: string;
  oneClick: string;
} {
  const site = `${payload.siteUrl}${localePrefix(payload.language)}`;
  const confirm = encodeURIComponent(payload.confirmToken);
  const unsubscribe = encodeURIComponent(payload.unsubscribeToken);
  return {
    confirm: `${site}/newsletter/confirm/?token=${confirm}`,
    unsubscribePage: `${site}/newsletter/unsubscribe/?token=${unsubscribe}`,
    oneClick: `${payload.siteUrl}/api/newsletter/unsubscribe/?token=${unsubscribe}`,
  };
}

export function confirmationMail(
  payload: ConfirmationMailPayload,
  options: { outboxId: number; mailFrom: string },
): OutgoingMail {
  const words = mailStrings[payload.language];
  const links = confirmationLinks(payload);
  return {
    from: options.mailFrom,
    to: payload.email,
    subject: words.confirmSubject,
    text: [
      words.confirmGreeting,
      '',
      words.confirmBody,
      links.confirm,
      '',
      words.confirmExpiry,
      '',
      words.unsubscribeLine,
      links.unsubscribePage,
      '',
      words.signature,
      '',
    ].join('\n'),
    messageId: messageIdOf(options.outboxId, options.mailFrom),
    // RFC 8058: mail providers offer "unsubscribe" and POST it to this address themselves.
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
