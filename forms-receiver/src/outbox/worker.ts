import { type FastifyBaseLogger } from 'fastify';
import { confirmationLinks, confirmationMail, contactMail } from '../mail/compose';
import { type Mailer } from '../mail/mailer';
import { scrubText } from '../logging';
import { StoreUnavailableError, type Store } from '../store/store';
import {
  type ConfirmationMailPayload,
  type ContactMailPayload,
  type PlusSignupPayload,
} from '../submissions';
import { retryDelaySeconds } from './backoff';
import { handOffPlusSignup } from './plusHandoff';
import { type Metrics } from '../metrics';
import {
  claimNext,
  MAIL_KINDS,
  markFailed,
  markSent,
  renewLeases,
  type OutboxItem,
  type Recorded,
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
/** Between two tries to record a delivery while the database is away. */
const RECORD_RETRY_MS = 500;
/** How long a stopping receiver keeps trying to record the deliveries it made. */
const STOP_RECORD_MS = 10_000;
/**
 * After the database comes back, how long a runner waits before it claims again: every
 * receiver's deliveries made during the outage are recorded first (they retry every
 * RECORD_RETRY_MS), so none whose lease ran out meanwhile is taken and sent again.
 */
const SETTLE_MS = 3 * RECORD_RETRY_MS;

/** Runners of the Plus hand-off (they only wait on the Plus service, unless PLUS_SIGNUP_URL is unset: none). */
const PLUS_RUNNERS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the outbox: `deliveryConcurrency` mail runners (and two for the Plus hand-off),
 * each claiming one due item at a time
 * (leased with a token, so several receivers can share one PostgreSQL server) and
 * delivering it, woken right after each commit and polling for retries that come due.
 * So at most `deliveryConcurrency` mails are in flight, one per SMTP connection.
 * A failure is retried with back-off and its error kept. A database that goes away is
 * waited out: no runner stops, and a delivery already made is recorded once it is back
 * (rather than left to be sent again when its lease ends).
 */
export class OutboxWorker {
  private stopped = false;
  private stopDeadline = Infinity;
  private runners: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  /** Items this process is delivering, with their lease tokens: renewed while they last. */
  private readonly inFlight = new Map<number, string>();
  private leaseTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly mailer: Mailer,
    private readonly settings: WorkerSettings,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Pick<Metrics, 'deliveries'>,
  ) {}

  start(): void {
    if (this.runners.length > 0) return;
    // Each channel has runners of its own: a mail server that hangs holds back no Plus
    // hand-off, and a Plus service that hangs holds back no mail.
    for (let n = 0; n < this.settings.deliveryConcurrency; n += 1) this.runners.push(this.run(MAIL_KINDS));
    if (this.settings.plusSignupUrl) {
      for (let n = 0; n < PLUS_RUNNERS; n += 1) this.runners.push(this.run(['plus-signup']));
    }
    // A third of the lease: two renewals may fail (the database away) before it ends.
    this.leaseTimer = setInterval(
      () => {
        const items = [...this.inFlight].map(([id, leaseToken]) => ({ id, leaseToken }));
        renewLeases(this.store, items, this.settings.leaseSeconds).catch(() => undefined);
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
    this.stopDeadline = Date.now() + STOP_RECORD_MS;
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

  private async run(kinds: OutboxKind[]): Promise<void> {
    let storeAway = false;
    while (!this.stopped) {
      let worked = false;
      try {
        if (storeAway) {
          await this.store.query('SELECT 1');
          await sleep(SETTLE_MS);
          this.log.info('outbox: the database answers again');
          storeAway = false;
        }
        worked = await this.sendNext(kinds);
      } catch (error) {
        // A restart of PostgreSQL: wait and try again, saying so once rather than every second.
        if (!storeAway)
          this.log.warn({ err: error }, 'outbox: cannot read the queue, waiting for the database');
        storeAway = true;
      }
      if (!worked && !this.stopped) await this.idle();
    }
  }

  /** Claims one due item of `kinds` and delivers it; false when there was none. */
  async sendNext(kinds: OutboxKind[]): Promise<boolean> {
    const item = await claimNext(this.store, {
      kinds,
      leaseSeconds: this.settings.leaseSeconds,
      mailPerHour: this.settings.mailPerHour,
      // A lease may run out while this process still delivers its item (every renewal
      // failed): the delivery under way is the one that counts.
      inFlight: [...this.inFlight.keys()],
    });
    if (!item) return false;
    this.inFlight.set(item.id, item.leaseToken);
    try {
      await this.attempt(item);
    } finally {
      this.inFlight.delete(item.id);
    }
    return true;
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
    const recorded = await this.recordPatiently(() =>
      failure === undefined ? markSent(this.store, item) : markFailed(this.store, item, retryIn, failure),
    );
    this.metrics?.deliveries.inc({ kind: item.kind, result: failure === undefined ? 'sent' : 'failed' });
    if (recorded === 'gone') {
      // Erased (or replaced by a restore) while it was being sent: keep no copy of it here either.
      await this.mailer.discard(item.id);
      this.log.warn(
        { outboxId: item.id, kind: item.kind },
        'outbox: item erased while it was being delivered',
      );
      return;
    }
    if (recorded === 'taken-over') {
      this.log.warn(
        { outboxId: item.id, kind: item.kind },
        'outbox: item taken over by another claim meanwhile',
      );
      return;
    }
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

  /**
   * Retries `record` while the database is away: a mail handed over and then forgotten
   * would go out again. Any other error is not waited out: it is logged, and the item's
   * lease ends and it is tried again.
   */
  private async recordPatiently(record: () => Promise<Recorded>): Promise<Recorded | 'unrecorded'> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await record();
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) {
          this.log.error({ err: error }, 'outbox: cannot record a delivery');
          return 'unrecorded';
        }
        if (attempt === 1) this.log.warn({ err: error }, 'outbox: cannot record a delivery yet, retrying');
        if (this.stopped && Date.now() > this.stopDeadline) {
          // Stopping with the database still away: the item's lease ends and it is sent again.
          this.log.warn({ err: error }, 'outbox: stopping before a delivery could be recorded');
          return 'unrecorded';
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
