import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** What projections and processors need of a transaction: run SQL, get rows. A DataSource is one too. */
export interface SqlClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each caller, as with pg
  query<T = any>(text: string, params?: unknown[]): Promise<T>;
}

export interface TransactionOptions {
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ';
  /**
   * Statements without parameters sent in the same round trip as BEGIN (the simple query protocol
   * takes several at once): a command's locks and first reads, a round trip each sooner. Values in
   * them must be escaped (pg.escapeLiteral). Their rows are handed to `work`, one array per statement.
   */
  opening?: readonly string[];
  /** Statements without parameters, asked for once `work` is done, sent in the same round trip as COMMIT. */
  closing?: () => readonly string[];
}

/** The pg pool TypeORM's PostgreSQL driver holds (its "master"): the shop's only pool, on either engine. */
export function pgPoolOf(db: DataSource): pg.Pool {
  return (db.driver as unknown as { master: pg.Pool }).master;
}

/**
 * Single statements on TypeORM's own pg pool, prepared once per connection like a transaction's: for
 * the reads every request makes (the guard's user, say), where TypeORM's query runner is extra work.
 */
export function pooledSql(db: DataSource): SqlClient {
  const pool = pgPoolOf(db);
  return { query: async <T>(text: string, params?: unknown[]) => (await pool.query(preparedOnce(text, params))).rows as T };
}

/**
 * A transaction on TypeORM's own pg pool, without TypeORM's query runner: the event store's hot path
 * is hand-written SQL, and the runner's per-transaction and per-query work measurably slowed appends
 * (bench/README.md). The pool is shared, so PGlite's single connection is still never exceeded.
 */
export async function inSqlTransaction<T>(
  db: DataSource,
  work: (sql: SqlClient, opened: unknown[][]) => Promise<T>,
  { isolation = 'READ COMMITTED', opening = [], closing = () => [] }: TransactionOptions = {},
): Promise<T> {
  const client = await pgPoolOf(db).connect();
  let broken: Error | undefined;
  // A connection that drops mid-transaction also emits 'error' on the client. The pool listens only to
  // idle clients, and an 'error' nobody listens to ends the process; the failing query rejects anyway,
  // so the event is only noted, and the connection thrown away on release.
  const onLost = (error: Error) => (broken = error);
  client.on('error', onLost);
  try {
    const begin = isolation === 'READ COMMITTED' ? 'BEGIN' : `BEGIN ISOLATION LEVEL ${isolation}`;
    const results: pg.QueryResult | pg.QueryResult[] = await client.query([begin, ...opening].join('; '));
    // pg answers a single statement with one result and several with an array; the first is BEGIN's.
    const opened = (Array.isArray(results) ? results : [results]).slice(1).map((result) => result.rows);
    const sql: SqlClient = { query: async <T>(text: string, params?: unknown[]) => (await client.query(preparedOnce(text, params))).rows as T };
    const result = await work(sql, opened);
    // A failing statement here stops the rest, COMMIT included; the catch then rolls back.
    await client.query([...closing(), 'COMMIT'].join('; '));
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

const statementNames = new Map<string, string>();

/**
 * A parameterised statement named after its text, so each connection parses and plans it once and
 * then only binds and executes it: the log's statements are the same few thousands of times a
 * second, and planning them each time was most of PostgreSQL's work (bench/README.md, orders).
 * Texts here are constant (values always go in parameters), so the names stay few.
 */
function preparedOnce(text: string, params?: unknown[]): pg.QueryConfig {
  if (!params || params.length === 0) return { text };
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `jp_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return { name, text, values: params };
}
