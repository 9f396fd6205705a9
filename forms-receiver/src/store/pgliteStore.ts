import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { type Queryable, type Store } from './store';

function adapt(db: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
      return (await db.query<Row>(sql, params)).rows;
    },
  };
}

/**
 * The embedded engine: PostgreSQL compiled to WebAssembly, its files in `<data>/db`.
 * It is one process's database: the caller holds the data directory's lock file.
 * Durability is left strict (no `relaxedDurability`): each query returns only after
 * PGlite has handed its writes to the file system.
 */
export async function openPgliteStore(dataDir: string): Promise<Store> {
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    // Same shapes as the pg adapter: bigint counts and ids as numbers (ours stay far below 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  const plain = adapt(db);
  return {
    kind: 'embedded',
    query: plain.query,
    // PGlite runs one transaction at a time and queues the others, which is what keeps it consistent.
    transaction: (work) => db.transaction((tx) => work(adapt(tx))),
    close: () => db.close(),
  };
}
