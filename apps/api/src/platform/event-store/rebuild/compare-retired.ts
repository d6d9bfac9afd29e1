import PQueue from 'p-queue';
import type { Sql, SqlClient } from '../../database/sql-transaction.js';
import { qualified, RETIRED_SCHEMA } from './shadow-tables.js';

export interface TableComparison {
  table: string;
  /** Rows in the rebuilt table when it was compared. */
  rows: number;
  /** Rows (by key: a changed row counts once) that differ between what was live at the swap and what the rebuild made of the same events. */
  differing: number;
  /** Rows the shop itself wrote to the rebuilt table after the swap: left out of the comparison. */
  changedSinceSwap: number;
}

/**
 * After the swap, outside any lock: each retired table is exactly what was live at the swap, and its
 * replacement is the fold of the same events plus whatever the shop wrote since. Rows the shop wrote
 * since carry a transaction id (xmin) that is none of the rebuild's own, so their keys are left out on
 * both sides and the rest is compared row for row (joined by key). Each table in a read-only snapshot of
 * its own (what the shop wrote since is left out table by table, so they need no common one), up to
 * `atOnce` side by side on connections of their own: the large ones take 0.4 s each at a million events,
 * and one after another they were a sixth of the rebuild's time (bench/README.md, rebuild).
 */
export async function compareWithRetired(
  db: Sql,
  liveSchema: string,
  tables: readonly string[],
  rebuildTransactions: readonly string[],
  atOnce = 1,
): Promise<TableComparison[]> {
  // xmin is the 32-bit transaction id; the rebuild noted its full (xid8) ids.
  const xids = rebuildTransactions.map((xid) => (BigInt(xid) % 4294967296n).toString());
  const queue = new PQueue({ concurrency: Math.max(1, atOnce) });
  const compare = (table: string) =>
    db.transaction((tx) => compareOne(tx, liveSchema, table, xids), {
      isolation: 'REPEATABLE READ',
      // The join's hash in memory: at 4 MB (the default) a table of 80 MB is joined in batches on disk, a third slower.
      opening: ['SET TRANSACTION READ ONLY', `SET LOCAL work_mem = '128MB'`],
    });
  return Promise.all(tables.map((table) => queue.add(() => compare(table))));
}

async function compareOne(tx: SqlClient, liveSchema: string, table: string, xids: readonly string[]): Promise<TableComparison> {
  const rebuilt = qualified(liveSchema, table);
  const retired = qualified(RETIRED_SCHEMA, table);
  const keyColumns: { column: string }[] = await tx.query(
    `SELECT quote_ident(a.attname) AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [rebuilt],
  );
  const key = keyColumns.map((k) => k.column).join(', ');
  const shopWritten = `NOT (n.xmin::text::bigint = ANY($1::bigint[]))`;
  // Without a primary key, rows the shop wrote since cannot be told apart: the whole tables are compared.
  const [{ rows, changed }]: { rows: number; changed: number }[] = await tx.query(
    `SELECT count(*)::int AS rows, ${key ? `(count(*) FILTER (WHERE ${shopWritten}))::int` : '0'} AS changed FROM ${rebuilt} n`,
    key ? [xids] : [],
  );
  // Only when the shop wrote some rows since (same snapshot) are their keys left out, a scan of the
  // rebuilt table per side: none, as a rebuild on a quiet shop finds, and the join reads each table once.
  const leftOut = key && changed > 0 ? `WHERE (${key}) NOT IN (SELECT ${key} FROM ${rebuilt} n WHERE ${shopWritten})` : '';
  const [row]: { differing: number }[] = await tx.query(
    `WITH old AS (SELECT * FROM ${retired} ${leftOut}),
          new AS (SELECT * FROM ${rebuilt} ${leftOut})
     SELECT ${
       // By key, one join: a changed row, or one only one side has, counts once. Whole rows
       // compare with NULL fields equal, as EXCEPT does; the join costs less than half of
       // two EXCEPT ALLs and a UNION over the whole table (docs/decisions.md#rebuild-lean-rows).
       key
         ? `(SELECT count(*)::int FROM old o FULL JOIN new n USING (${key}) WHERE o IS DISTINCT FROM n)`
         : `greatest((SELECT count(*)::int FROM (SELECT * FROM old EXCEPT ALL SELECT * FROM new) gone),
                     (SELECT count(*)::int FROM (SELECT * FROM new EXCEPT ALL SELECT * FROM old) added))`
     } AS differing`,
    leftOut ? [xids] : [],
  );
  return { table, rows, differing: row.differing, changedSinceSwap: changed };
}
