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
  close(): Promise<void>;
}
