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
 * both sides and the rest is compared row for row (joined by key), in one read-only snapshot.
 */
export async function compareWithRetired(
  db: Sql,
  liveSchema: string,
  tables: readonly string[],
  rebuildTransactions: readonly string[],
): Promise<TableComparison[]> {
  // xmin is the 32-bit transaction id; the rebuild noted its full (xid8) ids.
  const xids = rebuildTransactions.map((xid) => (BigInt(xid) % 4294967296n).toString());
  return db.transaction(async (tx) => {
      const comparisons: TableComparison[] = [];
      for (const table of tables) comparisons.push(await compareOne(tx, liveSchema, table, xids));
      return comparisons;
    },
    { isolation: 'REPEATABLE READ', opening: ['SET TRANSACTION READ ONLY'] },
  );
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
  const leftOut = key ? `WHERE (${key}) NOT IN (SELECT ${key} FROM ${rebuilt} n WHERE ${shopWritten})` : '';
  const [row]: { rows: number; differing: number; changed: number }[] = await tx.query(
    `WITH old AS (SELECT * FROM ${retired} ${leftOut}),
          new AS (SELECT * FROM ${rebuilt} ${leftOut})
     SELECT (SELECT count(*)::int FROM ${rebuilt}) AS rows,
            ${
              // By key, one join: a changed row, or one only one side has, counts once. Whole rows
              // compare with NULL fields equal, as EXCEPT does; the join costs less than half of
              // two EXCEPT ALLs and a UNION over the whole table (docs/decisions.md#rebuild-lean-rows).
              key
                ? `(SELECT count(*)::int FROM old o FULL JOIN new n USING (${key}) WHERE o IS DISTINCT FROM n)`
                : `greatest((SELECT count(*)::int FROM (SELECT * FROM old EXCEPT ALL SELECT * FROM new) gone),
                            (SELECT count(*)::int FROM (SELECT * FROM new EXCEPT ALL SELECT * FROM old) added))`
            } AS differing,
            ${key ? `(SELECT count(*)::int FROM ${rebuilt} n WHERE ${shopWritten})` : '0'} AS changed`,
    key ? [xids] : [],
  );
  return { table, rows: row.rows, differing: row.differing, changedSinceSwap: row.changed };
}
