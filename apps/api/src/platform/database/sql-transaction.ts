import { createHash } from 'node:crypto';
import type pg from 'pg';
import { type BatchStatement, batchOf, preparedIfLiteral } from './batch-statement.js';

/** What projections, processors and queries need of a connection or transaction: run SQL, get rows. */
export interface SqlClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each caller, as with pg
  query<T = any>(text: string, params?: unknown[]): Promise<T>;
  /**
   * Statements in one round trip, the simple query protocol's way (values escaped, or prepared: batch-statement.ts),
   * each one's rows in order. Each statement takes its own snapshot, so a read after a lock sees what
   * the lock's last holder committed. A transaction's client has it; a caller without it sends them one by one.
   */
  queryMany?(statements: readonly BatchStatement[]): Promise<unknown[][]>;
  /**
   * A write whose answer no one reads, sent in the same round trip as the transaction's next statement
   * (before it, so everything runs in the order it was asked for) or as its COMMIT: a projection's
   * UPDATE after an event costs no round trip of its own (docs/decisions.md#writes-behind). A statement
   * that fails there fails that round trip, and the transaction rolls back as if it had failed in place.
   * Only a transaction's client has it: outside one, a write no later statement carries would be lost.
   */
  later?(statement: BatchStatement): void;
  /** Sends the writes left behind now, if any: for a caller that must meet their failure as its own (a processor's handler). */
  flush?(): Promise<void>;
}

export interface TransactionOptions {
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ';
  /**
   * Statements sent in the same round trip as BEGIN (the simple query protocol takes several at once):
   * a command's locks and first reads, a round trip each sooner. Values in them must be escaped
   * (pg.escapeLiteral), or the statement prepared (batch-statement.ts). Their rows are handed to
   * `work`, one array per statement.
   */
  opening?: readonly BatchStatement[];
  /** Statements asked for once `work` is done, sent in the same round trip as COMMIT. */
  closing?: () => readonly BatchStatement[];
  /** Given the rows of each `closing` statement, in order, once the COMMIT after them went through. */
  closed?: (rows: unknown[][]) => void;
}

/** The pool's connections and the requests waiting for one, for the metrics. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The shop's one way to send SQL, owned by the database module (docs/decisions.md#sql-without-entities):
 * single statements on the pool, transactions, and a connection held for a while. The event store and
 * every context use it; TypeORM only runs the migrations. On PGlite the pool has one connection, so
 * transactions queue behind each other instead of interleaving on its single session.
 * Rows come back as pg gives them, for UPDATE and DELETE too (TypeORM's `query` answered those with
 * `[rows, count]`).
 */
export class Sql implements SqlClient {
  constructor(private readonly pool: pg.Pool) {}

  /** Whether the database is one session (PGlite): a connection held apart would stop everything else. */
  get singleSession(): boolean {
    return this.pool.options.max === 1;
  }

  /** How the pool connects, for a connection of its own outside it (a NoticeListener's). */
  get connectionSettings(): pg.ClientConfig {
    return this.pool.options;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each caller, as with pg
  async query<T = any>(text: string, params?: unknown[]): Promise<T> {
    return (await this.pool.query(preparedOnce(text, params))).rows as T;
  }

  /**
   * A transaction, committed when `work` resolves and rolled back when it throws. The event store's hot
   * path is hand-written SQL here: TypeORM's query runner, per transaction and per query, measurably
   * slowed appends (bench/README.md).
   */
  async transaction<T>(
    work: (tx: SqlClient, opened: unknown[][]) => Promise<T>,
    { isolation = 'READ COMMITTED', opening = [], closing = () => [], closed }: TransactionOptions = {},
  ): Promise<T> {
    return this.onConnection(async (client, discard) => {
      const begin = isolation === 'READ COMMITTED' ? 'BEGIN' : `BEGIN ISOLATION LEVEL ${isolation}`;
      try {
        // An opening statement that fails leaves the transaction aborted: the catch rolls it back too.
        const opened = (await sendBatch(client, [begin, ...opening], discard)).slice(1);
        const behind: BatchStatement[] = [];
        const result = await work(transactionSql(client, discard, behind), opened);
        // A failing statement here stops the rest, COMMIT included; the catch then rolls back.
        const writes = behind.splice(0);
        const rows = await sendBatch(client, [...writes, ...closing(), 'COMMIT'], discard);
        closed?.(rows.slice(writes.length, -1));
        return result;
      } catch (error) {
        // A connection that cannot even roll back is thrown away rather than handed on.
        await client.query('ROLLBACK').catch(discard);
        throw error;
      }
    });
  }

  /**
   * One connection for `work`, outside any transaction: a session advisory lock held as long as `work`
   * runs (the rebuild's). Not on PGlite (singleSession): its one connection would be taken from everyone.
   */
  async held<T>(work: (session: SqlClient) => Promise<T>): Promise<T> {
    return this.onConnection((client, discard) => work(clientSql(client, discard)));
  }

  poolFigures(): PoolFigures {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  private async onConnection<T>(work: (client: pg.PoolClient, discard: (why: Error) => void) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A connection that drops mid-work also emits 'error' on the client. The pool listens only to idle
    // clients, and an 'error' nobody listens to ends the process; the failing query rejects anyway, so
    // the event is only noted, and the connection thrown away on release.
    const onLost = (error: Error) => (broken = error);
    client.on('error', onLost);
    try {
      return await work(client, onLost);
    } finally {
      client.off('error', onLost);
      client.release(broken);
    }
  }
}

const clientSql = (client: pg.PoolClient, discard: (why: Error) => void): SqlClient => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query(preparedOnce(text, params))).rows as T,
  queryMany: (statements) => sendBatch(client, statements, discard),
});

/** A transaction's client: as clientSql, and the writes left `behind` go before its next statement (SqlClient.later). */
function transactionSql(client: pg.PoolClient, discard: (why: Error) => void, behind: BatchStatement[]): SqlClient {
  const now = clientSql(client, discard);
  return {
    async query<T>(text: string, params?: unknown[]): Promise<T> {
      if (behind.length === 0) return now.query<T>(text, params);
      const statement = asBatchStatement(text, params);
      // A statement that cannot go in a batch: the writes go first, in a round trip of their own.
      if (statement === null) {
        await sendBatch(client, behind.splice(0), discard);
        return now.query<T>(text, params);
      }
      return (await sendBatch(client, [...behind.splice(0), statement], discard)).at(-1) as T;
    },
    async queryMany(statements) {
      const writes = behind.splice(0);
      return (await sendBatch(client, [...writes, ...statements], discard)).slice(writes.length);
    },
    later: (statement) => void behind.push(statement),
    async flush() {
      if (behind.length > 0) await sendBatch(client, behind.splice(0), discard);
    },
  };
}

/**
 * `text` and its parameters as a prepared statement of a batch, or null: a text without parameters may be
 * anything (several statements, a SET) and goes as it is; a parameter may have no literal form.
 */
function asBatchStatement(text: string, params?: unknown[]): BatchStatement | null {
  return params && params.length > 0 ? preparedIfLiteral(text, params) : null;
}

/** The names each connection has prepared by a batch's PREPARE (batch-statement.ts). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * Sends statements as one simple-protocol query, each prepared one as EXECUTE (and PREPARE, the first
 * time on this connection), and gives each statement's rows in order. A batch that prepared something
 * and failed leaves the connection's prepared names unknown (a PREPARE before the failing statement
 * ran; one after it did not), so the connection is thrown away on release rather than guessed at.
 */
async function sendBatch(client: pg.PoolClient, statements: readonly BatchStatement[], discard: (why: Error) => void): Promise<unknown[][]> {
  let known = preparedOn.get(client);
  if (!known) preparedOn.set(client, (known = new Set<string>()));
  const batch = batchOf(statements, known);
  let results: pg.QueryResult | pg.QueryResult[];
  try {
    results = await client.query(batch.text);
  } catch (error) {
    if (batch.preparing.length > 0) discard(error as Error);
    throw error;
  }
  for (const name of batch.preparing) known.add(name);
  // pg answers a single statement with one result and several with an array.
  const all = Array.isArray(results) ? results : [results];
  return batch.resultOf.map((index) => all[index].rows);
}

const statementNames = new Map<string, string>();

/**
 * A parameterised statement named after its text, so each connection parses and plans it once and
 * then only binds and executes it: the log's statements are the same few thousands of times a
 * second, and planning them each time was most of PostgreSQL's work (bench/README.md, orders).
 * Texts are constant or one of a few shapes (a list's filters; values always go in parameters), so
 * the names stay few.
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
