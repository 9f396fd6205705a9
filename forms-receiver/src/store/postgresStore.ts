import pg from 'pg';
import { StoreUnavailableError, type Queryable, type Store } from './store';

// Counts and bigint ids come back as strings by default; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * SQLSTATE classes and codes that mean "the server is away", not "this statement is
 * wrong": connection exceptions (08), operator intervention (57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now), insufficient resources (53).
 */
function isOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string')
    return error instanceof Error && /Connection terminated|timeout/i.test(error.message);
  return code.startsWith('08') || code.startsWith('57P') || code.startsWith('53') || /^E[A-Z_]+$/.test(code);
}

function asOutage(error: unknown): unknown {
  return isOutage(error) ? new StoreUnavailableError(error) : error;
}

/**
 * A PostgreSQL server through a small pool, for one or several receivers sharing it.
 * `connections`: the pool's size (the requests' pool and the outbox's are apart, so a
 * burst of posts never makes a delivery wait to be recorded).
 */
export async function openPostgresStore(connectionString: string, connections = 10): Promise<Store> {
  const pool = new pg.Pool({
    connectionString,
    max: connections,
    // A server that does not answer is an outage after 5 s, not a request that hangs.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server closed (a restart: 57P01) emits 'error': on the pool while
  // idle, on its client while checked out or being discarded. Without a listener Node
  // would end the process; the pool drops the connection, the query that used it (if
  // any) fails on its own, and the next query opens a new one. Every client gets its
  // listener for life, when the pool makes it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start, with the server's own message, rather than on the first submission.
  await pool.query('SELECT 1');
  return {
    kind: 'postgresql',
    async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
      try {
        return (await pool.query<Row & pg.QueryResultRow>(sql, params)).rows;
      } catch (error) {
        throw asOutage(error);
      }
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asOutage(error);
      }
      let broken = false;
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
        broken = isOutage(error);
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw asOutage(error);
      } finally {
        // A connection that lost its server is destroyed, not handed to the next request.
        client.release(broken);
      }
    },
    async compact(tables) {
      for (const table of tables) {
        // A role that does not own the table may not rewrite it (42501): the rows are deleted
        // all the same, and only the server's files keep their bytes until it reuses them.
        await pool.query(`VACUUM FULL ${table}`).catch((error: { code?: string }) => {
          if (error.code !== '42501') throw asOutage(error);
        });
      }
      // Moving past the log segments needs a role allowed to checkpoint; the rows are
      // gone from the tables either way, and the server's own log retention applies.
      await pool.query('CHECKPOINT').catch(() => undefined);
    },
    close: () => pool.end(),
  };
}
