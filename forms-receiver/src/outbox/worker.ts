import { type FastifyBaseLogger } from 'fastify';
import { confirmationLinks, confirmationMail, contactMail } from '../mail/compose';
import { type Mailer } from '../mail/mailer';
import { scrubText } from '../logging';
import { type Store } from '../store/store';
import {
  type ConfirmationMailPayload,
  type ContactMailPayload,
  type PlusSignupPayload,
} from '../submissions';
import { retryDelaySeconds } from './backoff';
import { handOffPlusSignup } from './plusHandoff';
import {
  claimNext,
  MAIL_KINDS,
  mailsSentLastHour,
  markFailed,
  markSent,
  type OutboxItem,
  type OutboxKind,
} from './queue';

export interface WorkerSettings {
  mailFrom: string;
  teamAddress: string;
  plusSignupUrl: string | undefined;
  plusSignupSecret: string | undefined;
  mailPerHour: number;
  retryBaseSeconds: number;
  leaseSeconds: number;
}

/** How often the worker looks for due retries when nothing wakes it. */
const POLL_MS = 1000;

/**
 * Sends the outbox, one item at a time: woken right after each commit, and polling
 * for retries that come due. Items are leased, so several receivers can share one
 * PostgreSQL server; a failure is retried with back-off and its error kept.
 */
export class OutboxWorker {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(
    private readonly store: Store,
    private readonly mailer: Mailer,
    private readonly settings: WorkerSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** Something was just committed: look now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Lets the current item finish, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.sendNext();
      } catch (error) {
        // The store itself failed (a restart of PostgreSQL): wait and try again.
        this.log.error({ err: error }, 'outbox: cannot read the queue');
      }
      if (!worked && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = undefined;
      }
    }
  }

  /** Which kinds may be sent now: mail while under the hourly cap, Plus only once it has an address. */
  private async sendableKinds(): Promise<OutboxKind[]> {
    const kinds: OutboxKind[] = [];
    if ((await mailsSentLastHour(this.store)) < this.settings.mailPerHour) kinds.push(...MAIL_KINDS);
    if (this.settings.plusSignupUrl) kinds.push('plus-signup');
    return kinds;
  }

  /** Sends one due item; false when there was none. */
  async sendNext(): Promise<boolean> {
    const item = await claimNext(this.store, await this.sendableKinds(), this.settings.leaseSeconds);
    if (!item) return false;
    try {
      await this.deliver(item);
      await markSent(this.store, item.id);
      this.log.info({ outboxId: item.id, kind: item.kind }, 'outbox: delivered');
    } catch (error) {
      const message = scrubText(error instanceof Error ? error.message : String(error));
      const retryIn = retryDelaySeconds(item.attempts + 1, this.settings.retryBaseSeconds);
      await markFailed(this.store, item.id, retryIn, message);
      this.log.warn(
        {
          outboxId: item.id,
          kind: item.kind,
          attempts: item.attempts + 1,
          retryInSeconds: Math.round(retryIn),
          error: message,
        },
        'outbox: delivery failed, will retry',
      );
    }
    return true;
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const { mailFrom, teamAddress } = this.settings;
    switch (item.kind) {
      case 'contact-mail': {
        const payload = item.payload as ContactMailPayload;
        await this.mailer.send(contactMail(payload, { outboxId: item.id, mailFrom, teamAddress }), item.id);
        return;
      }
      case 'newsletter-confirmation': {
        const payload = item.payload as ConfirmationMailPayload;
        await this.mailer.send(confirmationMail(payload, { outboxId: item.id, mailFrom }), item.id);
        if (this.mailer.toFiles) {
          // Without SMTP the operator (or a developer) needs the link: the one log line with a token.
          this.log.info(
            { outboxId: item.id, confirmUrl: confirmationLinks(payload).confirm },
            `outbox: confirmation written to mail/${item.id}.eml`,
          );
        }
        return;
      }
      case 'plus-signup': {
        const url = this.settings.plusSignupUrl;
        if (!url) throw new Error('PLUS_SIGNUP_URL is not set');
        await handOffPlusSignup(item.payload as PlusSignupPayload, {
          url,
          secret: this.settings.plusSignupSecret,
        });
        return;
      }
    }
  }
}
