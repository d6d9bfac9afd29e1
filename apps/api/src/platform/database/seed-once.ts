import type { Sql, SqlClient } from './sql-transaction.js';

/**
 * Runs `put` in the transaction that records the seed `name` (shop_seeds), unless it was recorded
 * before: a seed goes into a database once, whatever is deleted later. Instances starting together
 * queue on the row; the second finds it taken. True when this call seeded.
 */
export async function seedOnce(db: Sql, name: string, put: (tx: SqlClient) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed: unknown[] = await tx.query(`INSERT INTO shop_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name`, [name]);
    if (claimed.length === 0) return false;
    await put(tx);
    return true;
  });
}

/** Whether the seed `name` went into this database before: a cheap look before costly preparation. */
export async function wasSeeded(db: Sql, name: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM shop_seeds WHERE name = $1`, [name]);
  return rows.length > 0;
}
