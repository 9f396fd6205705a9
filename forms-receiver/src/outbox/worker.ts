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
import { type Metrics } from '../metrics';
import {
  claimBatch,
  MAIL_KINDS,
  markFailed,
  markSent,
  renewLeases,
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
  deliveryConcurrency: number;
}

/** How often an idle runner looks for due retries when nothing wakes it. */
const POLL_MS = 1000;
/** Items one runner claims at once and delivers side by side. */
const BATCH = 10;
/** Between two tries to record a delivery while the database is away. */
const RECORD_RETRY_MS = 500;
/** How long a stopping receiver keeps trying to record deliveries it made. */
const STOP_RECORD_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the outbox: `deliveryConcurrency` runners, each claiming a few due items
 * (leased, so several receivers can share one PostgreSQL server) and delivering them
 * side by side, woken right after each commit and polling for retries that come due.
 * A failure is retried with back-off and its error kept. A database that goes away is
 * waited out: no runner stops, and a delivery already made is recorded once it is back
 * (rather than left to be sent again when its lease ends).
 */
export class OutboxWorker {
  private stopped = false;
  private runners: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  /** Items this process is delivering: never claimed twice here, whatever their lease says. */
  private readonly inFlight = new Set<number>();

  constructor(
    private readonly store: Store,
    private readonly mailer: Mailer,
    private readonly settings: WorkerSettings,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Pick<Metrics, 'deliveries'>,
  ) {}

  private leaseTimer: NodeJS.Timeout | undefined;

  start(): void {
    if (this.runners.length > 0) return;
    for (let n = 0; n < this.settings.deliveryConcurrency; n += 1) this.runners.push(this.run());
    // A third of the lease: two renewals may fail (the database away) before it ends.
    this.leaseTimer = setInterval(
      () => {
        renewLeases(this.store, [...this.inFlight], this.settings.leaseSeconds).catch(() => undefined);
      },
      (this.settings.leaseSeconds * 1000) / 3,
    );
    this.leaseTimer.unref();
  }

  /** Something was just committed: look now rather than at the next poll. */
  wake(): void {
    for (const wakeUp of [...this.sleepers]) wakeUp();
  }

  /** Lets the deliveries under way finish (each bounded by its time-outs), then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.all(this.runners);
    clearInterval(this.leaseTimer);
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.sleepers.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, POLL_MS);
      this.sleepers.add(wakeUp);
    });
  }

  private async run(): Promise<void> {
    let storeAway = false;
    while (!this.stopped) {
      let worked = false;
      try {
        worked = (await this.sendBatch()) > 0;
        if (storeAway) this.log.info('outbox: the database answers again');
        storeAway = false;
      } catch (error) {
        // A restart of PostgreSQL: wait and try again, saying so once rather than every second.
        if (!storeAway)
          this.log.warn({ err: error }, 'outbox: cannot read the queue, waiting for the database');
        storeAway = true;
      }
      if (!worked && !this.stopped) await this.idle();
    }
  }

  /** Which kinds may be claimed: mail always (the cap is applied in the claim), Plus only once it has an address. */
  private kinds(): OutboxKind[] {
    return this.settings.plusSignupUrl ? [...MAIL_KINDS, 'plus-signup'] : [...MAIL_KINDS];
  }

  /** Claims and delivers one batch; resolves with how many items it held. */
  async sendBatch(): Promise<number> {
    const items = (
      await claimBatch(this.store, {
        kinds: this.kinds(),
        leaseSeconds: this.settings.leaseSeconds,
        limit: BATCH,
        mailPerHour: this.settings.mailPerHour,
      })
    ).filter((item) => !this.inFlight.has(item.id));
    for (const item of items) this.inFlight.add(item.id);
    try {
      await Promise.all(items.map((item) => this.attempt(item)));
    } finally {
      for (const item of items) this.inFlight.delete(item.id);
    }
    return items.length;
  }

  /** One delivery, then its record (sent, or failed with its next try), kept trying while the database is away. */
  private async attempt(item: OutboxItem): Promise<void> {
    let failure: string | undefined;
    try {
      await this.deliver(item);
    } catch (error) {
      failure = scrubText(error instanceof Error ? error.message : String(error));
    }
    const retryIn = retryDelaySeconds(item.attempts + 1, this.settings.retryBaseSeconds);
    await this.recordPatiently(() =>
      failure === undefined
        ? markSent(this.store, item.id)
        : markFailed(this.store, item.id, retryIn, failure),
    );
    this.metrics?.deliveries.inc({ kind: item.kind, result: failure === undefined ? 'sent' : 'failed' });
    if (failure === undefined) {
      this.log.info({ outboxId: item.id, kind: item.kind }, 'outbox: delivered');
      return;
    }
    this.log.warn(
      {
        outboxId: item.id,
        kind: item.kind,
        attempts: item.attempts + 1,
        retryInSeconds: Math.round(retryIn),
        error: failure,
      },
      'outbox: delivery failed, will retry',
    );
  }

  /** Retries `record` until the database takes it: a mail handed over and then forgotten would go out again. */
  private async recordPatiently(record: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await record();
        return;
      } catch (error) {
        if (attempt === 1) this.log.warn({ err: error }, 'outbox: cannot record a delivery yet, retrying');
        if (this.stopped && attempt * RECORD_RETRY_MS > STOP_RECORD_MS) {
          // Stopping with the database still away: the item's lease ends and it is sent again.
          this.log.warn({ err: error }, 'outbox: stopping before a delivery could be recorded');
          return;
        }
        await sleep(RECORD_RETRY_MS);
      }
    }
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
