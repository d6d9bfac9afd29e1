import type { Sql, SqlClient } from '../../src/platform/database/sql-transaction.js';

// What decides whether PostgreSQL updates a row in place (a HOT update: no new index entry, no dead one
// left): no index covers a column the update changes, and the row's page has room. For the specs of the
// read models written on every order (shelf-rows-in-place, customer-carts-in-place, stock-orders).

/** Every column an index of `table` covers, whatever the index's WHERE, in name order. */
export async function indexedColumns(db: Sql, table: string): Promise<string[]> {
  const rows = await db.query<{ column: string }[]>(
    `SELECT DISTINCT a.attname::text AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = $1::regclass ORDER BY 1`,
    [table],
  );
  return rows.map((row) => row.column);
}

/** The table's storage parameters (`fillfactor=50`), or null for none. */
export async function storageParameters(db: Sql, table: string): Promise<string[] | null> {
  const [{ options }] = await db.query<{ options: string[] | null }[]>(`SELECT reloptions AS options FROM pg_class WHERE oid = $1::regclass`, [table]);
  return options;
}

/**
 * The updates of `table` while `work` runs in a transaction that is then rolled back, and how many were
 * HOT (PostgreSQL only: PGlite's single-user server keeps no statistics). The counts are the connection's
 * not yet flushed to the statistics, so they may include its earlier transactions' updates too.
 */
export async function updatesIn(db: Sql, table: string, work: (tx: SqlClient) => Promise<void>): Promise<{ updated: number; inPlace: number }> {
  const rolledBack = new Error('rolled back: only the statistics were wanted');
  let counts: { updated: number; inPlace: number } | undefined;
  await db
    .transaction(async (tx) => {
      await work(tx);
      [counts] = await tx.query<{ updated: number; inPlace: number }[]>(
        `SELECT n_tup_upd::int AS updated, n_tup_hot_upd::int AS "inPlace" FROM pg_stat_xact_user_tables WHERE relname = $1`,
        [table],
      );
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  if (!counts) throw new Error(`no statistics for ${table}`);
  return counts;
}
