import pg from 'pg';
import { type Queryable, type Store } from './store';

// Counts and bigint ids come back as strings by default; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server through a small pool, for one or several receivers sharing it. */
export async function openPostgresStore(connectionString: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the server's own message, rather than on the first submission.
  await pool.query('SELECT 1');
  return {
    kind: 'postgresql',
    async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
      return (await pool.query<Row & pg.QueryResultRow>(sql, params)).rows;
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
            return (await client.query<Row & pg.QueryResultRow>(sql, params)).rows;
          },
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
