import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { outboxState, type OutboxState } from './outbox/queue';
import { type Store } from './store/store';

/** What the receiver counts for its operator (Prometheus text at GET /metrics, never through the public host). */
export interface Metrics {
  readonly registry: Registry;
  /** Every answer to a form post, by form and outcome (accepted, invalid, limited, unavailable…). */
  readonly submissions: Counter<'form' | 'outcome'>;
  /** Every delivery attempt of the outbox, by kind and result (sent, failed). */
  readonly deliveries: Counter<'kind' | 'result'>;
}

/** How long one reading of the database serves the gauges of one scrape. */
const SNAPSHOT_MS = 1000;

/**
 * The registry (its own, not prom-client's global one: one per app, so tests do not
 * share counters). The gauges read the database when scraped; one reading serves them
 * all, and a database that does not answer is `forms_database_up 0`, not a failed scrape.
 */
export function createMetrics(store: Store): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'forms_' });

  let reading: { at: number; state: Promise<OutboxState | undefined> } | undefined;
  const snapshot = (): Promise<OutboxState | undefined> => {
    if (!reading || Date.now() - reading.at > SNAPSHOT_MS) {
      reading = { at: Date.now(), state: outboxState(store).catch(() => undefined) };
    }
    return reading.state;
  };

  new Gauge({
    name: 'forms_database_up',
    help: '1 when the store answered the last scrape, else 0',
    registers: [registry],
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'forms_outbox_items',
    help: 'Outbox items not yet delivered: waiting (never failed) and failing (last attempt failed)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const state = await snapshot();
      // Unknown while the database is away: no value rather than the last one.
      this.reset();
      if (!state) return;
      this.set({ state: 'waiting' }, state.waiting);
      this.set({ state: 'failing' }, state.failing);
    },
  });
  new Gauge({
    name: 'forms_outbox_oldest_item_age_seconds',
    help: 'Age of the oldest outbox item not yet delivered (0 when the outbox is empty)',
    registers: [registry],
    async collect() {
      const state = await snapshot();
      this.reset();
      if (state) this.set(state.oldestAgeSeconds);
    },
  });
  return {
    registry,
    submissions: new Counter({
      name: 'forms_submissions_total',
      help: 'Form posts answered, by form and outcome',
      labelNames: ['form', 'outcome'],
      registers: [registry],
    }),
    deliveries: new Counter({
      name: 'forms_deliveries_total',
      help: 'Outbox delivery attempts, by kind and result (sent, failed)',
      labelNames: ['kind', 'result'],
      registers: [registry],
    }),
  };
}
