import { migrations } from '../store/migrations';
import { type Queryable, type Store } from '../store/store';

/** Every table that holds data, in the order a restore fills them (no table refers to another). */
export const BACKUP_TABLES = [
  'contact_messages',
  'newsletter_subscribers',
  'plus_signups',
  'outbox',
  'used_challenges',
  'feedback_totals',
  'feedback_comments',
] as const;
type BackupTable = (typeof BACKUP_TABLES)[number];

/** The tables whose `id` comes from a sequence, set past the restored rows. */
const SERIAL_TABLES: readonly BackupTable[] = [
  'contact_messages',
  'newsletter_subscribers',
  'outbox',
  'feedback_comments',
];

const FORMAT = 'foyer-forms-backup';
const ROWS_PER_INSERT = 500;

interface BackupHeader {
  format: typeof FORMAT;
  version: 1;
  /** The last migration applied to the store it was taken from. */
  schema: number;
  createdAt: string;
}

export class BackupError extends Error {}

export type TableCounts = Record<string, number>;

const latestSchema = () => Math.max(...migrations.map((migration) => migration.version));

/**
 * `forms backup`: a JSON Lines snapshot, a header then `{"table","row"}` per row, each
 * row as PostgreSQL's own row_to_json writes it (so the same file restores into either
 * engine). One transaction, read-only and repeatable-read on PostgreSQL, so the
 * snapshot is consistent while the receiver keeps taking posts.
 */
export async function writeBackup(store: Store, write: (chunk: string) => void): Promise<TableCounts> {
  return store.transaction(async (tx) => {
    if (store.kind === 'postgresql') {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    }
    const header: BackupHeader = {
      format: FORMAT,
      version: 1,
      schema: latestSchema(),
      createdAt: new Date().toISOString(),
    };
    write(`${JSON.stringify(header)}\n`);
    const counts: TableCounts = {};
    for (const table of BACKUP_TABLES) {
      const rows = await tx.query<{ row: unknown }>(`SELECT row_to_json(t) AS row FROM ${table} t`);
      for (const { row } of rows) write(`${JSON.stringify({ table, row })}\n`);
      counts[table] = rows.length;
    }
    return counts;
  });
}

function parseBackup(text: string): Map<BackupTable, unknown[]> {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(lines[0] ?? '') as Partial<BackupHeader>;
  } catch {
    throw new BackupError('not a backup of the forms receiver (its first line is not JSON)');
  }
  if (header.format !== FORMAT || header.version !== 1) {
    throw new BackupError('not a backup of the forms receiver (no "foyer-forms-backup" header)');
  }
  if (typeof header.schema !== 'number' || header.schema > latestSchema()) {
    throw new BackupError(`the backup's schema (${String(header.schema)}) is newer than this receiver's`);
  }
  const tables = new Map<BackupTable, unknown[]>(BACKUP_TABLES.map((table) => [table, []]));
  lines.slice(1).forEach((line, index) => {
    let entry: { table?: unknown; row?: unknown };
    try {
      entry = JSON.parse(line) as { table?: unknown; row?: unknown };
    } catch {
      throw new BackupError(`line ${index + 2} is not JSON`);
    }
    const rows = tables.get(entry.table as BackupTable);
    if (!rows || typeof entry.row !== 'object' || entry.row === null) {
      throw new BackupError(`line ${index + 2} is not a row of a known table`);
    }
    rows.push(entry.row);
  });
  return tables;
}

async function fill(tx: Queryable, table: BackupTable, rows: unknown[]): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await tx.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(rows.slice(at, at + ROWS_PER_INSERT)),
    ]);
  }
}

/**
 * `forms restore`: replaces everything the store holds with a backup's rows, in one
 * transaction (a broken file changes nothing), sets the id sequences past them, then
 * compacts the store so the rows it replaced leave its files. Returns the rows per
 * table, counted again in the database after the restore.
 */
export async function restoreBackup(store: Store, text: string): Promise<TableCounts> {
  const tables = parseBackup(text);
  const counts = await store.transaction(async (tx) => {
    // Nothing else writes while the rows are replaced: a post committed between the delete
    // and the count would fail the check, and setval, which no rollback undoes, would
    // then have moved the sequences back under the rows that stay.
    await tx.query(`LOCK TABLE ${BACKUP_TABLES.join(', ')} IN ACCESS EXCLUSIVE MODE`);
    for (const table of BACKUP_TABLES) await tx.query(`DELETE FROM ${table}`);
    for (const table of BACKUP_TABLES) await fill(tx, table, tables.get(table) ?? []);
    for (const table of SERIAL_TABLES) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL)
         FROM ${table}`,
      );
    }
    const restored: TableCounts = {};
    for (const table of BACKUP_TABLES) {
      const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      restored[table] = row?.n ?? 0;
      if (restored[table] !== tables.get(table)?.length) {
        throw new BackupError(
          `${table}: ${restored[table]} rows after the restore, the backup holds ${tables.get(table)?.length}`,
        );
      }
    }
    return restored;
  });
  await store.compact(BACKUP_TABLES);
  return counts;
}
