// A shelf's row in stock_view changes with every reservation, pick and receipt: a hot product's row is
// written by every order. PostgreSQL updates a row in place (a HOT update: no new entry in any index,
// no dead key entry for the next order's read to step over) only when no index covers a column the
// update changes and its page has room (docs/decisions.md#stock, "Shelf rows updated in place").
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { testEngine } from '../support/test-database.js';
import { inventoryDesk } from './stock-helpers.js';

describe('a shelf’s row, updated in place', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  it('has no index but its key, and pages with room for its updates', async () => {
    const indexed: { column: string }[] = await shop.app.get(DataSource).query(
      `SELECT DISTINCT a.attname::text AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = 'stock_view'::regclass`,
    );
    expect(indexed).toEqual([{ column: 'product_id' }]);
    const [{ options }] = await shop.app.get(DataSource).query(`SELECT reloptions AS options FROM pg_class WHERE oid = 'stock_view'::regclass`);
    expect(options).toEqual(['fillfactor=50']);
  });

  // PostgreSQL's per-transaction statistics; PGlite's single-user server keeps none.
  const onPostgres = testEngine() === 'postgres' ? it : it.skip;

  onPostgres('takes reservations without a new index entry: each update of the row is a HOT one', async () => {
    const [product] = (await jsonOf(await shop.request('/api/products'))) as { _id: string }[];
    await (await inventoryDesk(shop)).setAvailable(product._id, 10);
    const rolledBack = new Error('rolled back: only the statistics were wanted');
    let counts: { updated: number; in_place: number } | undefined;
    await expect(
      shop.app.get(Sql).transaction(async (tx) => {
        // As an order's COMMIT batch writes them (stock/reserve-at-commit.ts); the hash pieces do not matter here.
        for (let i = 0; i < 3; i++) {
          await tx.query(
            `SELECT * FROM stock_reserve_at_head($1, $2, 1, $3::uuid, 1, '{}'::jsonb, '\\x00'::bytea, '\\x00'::bytea, '{"available":', $4, '\\x00'::bytea)`,
            [product._id, `in-place-order-${i}`, randomUUID(), `,"orderId":"in-place-order-${i}","productId":"${product._id}","quantity":1}`],
          );
        }
        [counts] = await tx.query(`SELECT n_tup_upd::int AS updated, n_tup_hot_upd::int AS in_place FROM pg_stat_xact_user_tables WHERE relname = 'stock_view'`);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // The counts may include the connection's earlier updates not yet flushed to the statistics (the receipt above).
    expect(counts!.updated).toBeGreaterThanOrEqual(3);
    expect(counts!.in_place).toBe(counts!.updated);
  });
});
