import { readMails, type ReceivedMail } from './receiver';

/** An address no other test uses, so per-address caps and earlier mails never get in the way. */
export function uniqueAddress(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** Waits for the receiver to write a mail that `matches` (its outbox worker sends shortly after the 202). */
export async function waitForMail(
  matches: (mail: ReceivedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails()).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching mail from the receiver');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the newsletter page a mail links to (`/[fr/]newsletter/<page>/?token=…`). */
export function linkTo(mail: ReceivedMail, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s<>"]+?(/(?:fr/)?newsletter/${page}/\\?token=[^\\s<>"]+)`).exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no ${page} link in the mail "${mail.subject}"`);
  return match[1];
}
