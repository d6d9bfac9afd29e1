// A shelf's row in stock_view changes with every reservation, pick and receipt: a hot product's row is
// written by every order. PostgreSQL updates a row in place (a HOT update: no new entry in any index,
// no dead key entry for the next order's read to step over) only when no index covers a column the
// update changes and its page has room (docs/decisions.md#stock, "Shelf rows updated in place").
import { randomUUID } from 'node:crypto';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { indexedColumns, storageParameters, updatesIn } from '../support/in-place-updates.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { itOnPostgres } from '../support/on-postgres.js';
import { inventoryDesk } from './stock-helpers.js';

describe('a shelf’s row, updated in place', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  it('has no index but its key, and pages with room for its updates', async () => {
    expect(await indexedColumns(shop.app.get(Sql), 'stock_view')).toEqual(['product_id']);
    expect(await storageParameters(shop.app.get(Sql), 'stock_view')).toEqual(['fillfactor=50']);
  });

  // PostgreSQL's per-transaction statistics; PGlite's single-user server keeps none.
  itOnPostgres('takes reservations without a new index entry: each update of the row is a HOT one', async () => {
    const [product] = (await jsonOf(await shop.request('/api/products'))) as { _id: string }[];
    await (await inventoryDesk(shop)).setAvailable(product._id, 10);
    const counts = await updatesIn(shop.app.get(Sql), 'stock_view', async (tx) => {
      // As an order's COMMIT batch writes them (stock/reserve-at-commit.ts); the hash pieces do not matter here.
      for (let i = 0; i < 3; i++) {
        await tx.query(
          `SELECT * FROM stock_reserve_at_head($1, $2, 1, $3::uuid, 1, '{}'::jsonb, '\\x00'::bytea, '\\x00'::bytea, '{"available":', $4, '\\x00'::bytea)`,
          [product._id, `in-place-order-${i}`, randomUUID(), `,"orderId":"in-place-order-${i}","productId":"${product._id}","quantity":1}`],
        );
      }
    });
    // The counts may include the connection's earlier updates (the receipt above).
    expect(counts.updated).toBeGreaterThanOrEqual(3);
    expect(counts.inPlace).toBe(counts.updated);
  });
});
