/** What every piece of the receiver needs from a database: one interface, two engines (PGlite, PostgreSQL). */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export type StoreKind = 'embedded' | 'postgresql';

export interface Store extends Queryable {
  readonly kind: StoreKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Rewrites `tables` so that the bytes of deleted rows leave the database's files and
   * its write-ahead log (VACUUM FULL, then a checkpoint past the log segments that held
   * them). Run after an erasure, outside any transaction.
   */
  compact(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached (a restart, an outage, a full connection pool). The
 * request is answered 503 with Retry-After and the outbox waits; nothing is lost.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}
