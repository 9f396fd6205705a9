import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, types } from '@electric-sql/pglite';
import { type Queryable, type Store } from './store';
import { walFlusher } from './walFlush';

const WRITES = /^\s*(insert|update|delete)\b/i;

/**
 * The embedded server's settings. `wal_recycle = off`: a log segment past a checkpoint is
 * deleted rather than renamed for reuse, so an erased row's bytes leave the data
 * directory (see compact). The buffers and work memory are bounded so the process's
 * memory stays small under a burst (the WebAssembly heap never shrinks once grown).
 */
export const PGLITE_SETTINGS = [
  'wal_recycle=off',
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  'min_wal_size=32MB',
  'max_wal_size=64MB',
];

/**
 * Creates the database (PGlite's initdb) in a process of its own. Creating it grows
 * PGlite's WebAssembly memory to 600–800 MB, which a process never gives back; opened
 * afterwards, the database needs about 170 MB. Done once, on the first start.
 */
async function createInChildProcess(databaseDir: string): Promise<void> {
  const entry = require.resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script, databaseDir]);
}

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
 * PGlite has handed its writes to the file system, and a write or a transaction
 * resolves only after its write-ahead log has been fsynced (walFlush.ts).
 */
export async function openPgliteStore(dataDir: string): Promise<Store> {
  const databaseDir = path.join(dataDir, 'db');
  const wal = walFlusher(databaseDir);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await createInChildProcess(databaseDir);
  const db = await PGlite.create({
    dataDir: databaseDir,
    postgresqlconf: PGLITE_SETTINGS,
    // Same shapes as the pg adapter: bigint counts and ids as numbers (ours stay far below 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  const plain = adapt(db);
  return {
    kind: 'embedded',
    async query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]> {
      const rows = await plain.query<Row>(sql, params);
      if (WRITES.test(sql)) await wal.flush();
      return rows;
    },
    // PGlite runs one transaction at a time and queues the others, which is what keeps it consistent.
    async transaction(work) {
      const result = await db.transaction((tx) => work(adapt(tx)));
      await wal.flush();
      return result;
    },
    async compact(tables) {
      for (const table of tables) await db.query(`VACUUM FULL ${table}`);
      // The checkpoint writes the rewritten tables out; switching segments and checkpointing
      // again makes every segment that recorded the deleted rows obsolete, and with
      // wal_recycle off PostgreSQL deletes them.
      await db.query('CHECKPOINT');
      await db.query('SELECT pg_switch_wal()');
      await db.query('CHECKPOINT');
      await wal.flush();
    },
    close: () => db.close(),
  };
}
