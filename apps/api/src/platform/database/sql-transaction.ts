import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** What projections and processors need of a transaction: run SQL, get rows. A DataSource is one too. */
export interface SqlClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each caller, as with pg
  query<T = any>(text: string, params?: unknown[]): Promise<T>;
}

/**
 * A transaction on TypeORM's own pg pool, without TypeORM's query runner: the event store's hot path
 * is hand-written SQL, and the runner's per-transaction and per-query work measurably slowed appends
 * (bench/README.md). The pool is shared, so PGlite's single connection is still never exceeded.
 */
export async function inSqlTransaction<T>(
  db: DataSource,
  work: (sql: SqlClient) => Promise<T>,
  isolation: 'READ COMMITTED' | 'REPEATABLE READ' = 'READ COMMITTED',
): Promise<T> {
  const pool = (db.driver as unknown as { master: pg.Pool }).master;
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection that drops mid-transaction also emits 'error' on the client. The pool listens only to
  // idle clients, and an 'error' nobody listens to ends the process; the failing query rejects anyway,
  // so the event is only noted, and the connection thrown away on release.
  const onLost = (error: Error) => (broken = error);
  client.on('error', onLost);
  try {
    await client.query(isolation === 'READ COMMITTED' ? 'BEGIN' : `BEGIN ISOLATION LEVEL ${isolation}`);
    const sql: SqlClient = { query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T };
    const result = await work(sql);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    // A connection that was lost, or could not even roll back, is discarded rather than handed on.
    client.off('error', onLost);
    client.release(broken);
  }
}
