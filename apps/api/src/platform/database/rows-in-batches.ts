import type { SqlClient } from './sql-transaction.js';

const CURSOR_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Hands the rows of `query` to `each`, `size` at a time, through a cursor of the transaction `tx` is in:
 * a read counted in orders (the rebuild's reads of every living order's sealed fields) holds one batch in
 * Node, not the whole answer, which grew with the shop: read whole, 76,672 orders' fields needed more
 * than 128 MB of heap (docs/decisions.md#rebuild-in-batches). The cursor ends with the transaction if
 * `each` throws.
 */
export async function forEachBatch<T>(
  tx: SqlClient,
  { cursor, query, params = [], size }: { cursor: string; query: string; params?: unknown[]; size: number },
  each: (rows: T[]) => Promise<void>,
): Promise<void> {
  if (!CURSOR_NAME.test(cursor)) throw new Error(`Not a cursor name: ${cursor}`);
  if (!Number.isInteger(size) || size < 1) throw new Error(`A batch is a whole number of rows, not ${size}`);
  await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query}`, params);
  for (;;) {
    const rows = await tx.query<T[]>(`FETCH ${size} FROM ${cursor}`);
    if (rows.length > 0) await each(rows);
    if (rows.length < size) break;
  }
  await tx.query(`CLOSE ${cursor}`);
}
