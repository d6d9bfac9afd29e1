// A shop upgraded to the release that keeps each order's reservation in a row of its own: the open
// reservations its shelves held as JSON maps move to stock_reservations, and the map column goes.
import { Database } from '../../src/platform/database/database.js';
import { shopMigrations } from '../../src/shop-migrations.js';
import { StockView1763970000000 } from '../../src/stock/migrations/1763970000000-stock-view.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

describe('the stock reservations migration', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("moves every shelf's open reservations to a row per order and drops the map", async () => {
    const before = await Database.open(database.settings, { migrations: [StockView1763970000000] });
    try {
      await before.dataSource.query(
        `INSERT INTO stock_view (product_id, on_hand, reserved, available, reservations, received, adjusted_in, adjusted_out, picked, version, updated_at)
         VALUES ('paneer', 10, 5, 5, '{"order-a": 2, "order-b": 3}', 10, 0, 0, 0, 3, now()),
                ('milk', 4, 0, 4, '{}', 4, 0, 0, 0, 1, now())`,
      );
    } finally {
      await before.close();
    }
    const after = await Database.open(database.settings, { migrations: shopMigrations });
    try {
      expect(await after.dataSource.query(`SELECT product_id, order_id, quantity FROM stock_reservations ORDER BY order_id`)).toEqual([
        { product_id: 'paneer', order_id: 'order-a', quantity: 2 },
        { product_id: 'paneer', order_id: 'order-b', quantity: 3 },
      ]);
      const columns: { column_name: string }[] = await after.dataSource.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'stock_view'`,
      );
      expect(columns.map((c) => c.column_name)).not.toContain('reservations');
      expect(await after.dataSource.query(`SELECT product_id, reserved FROM stock_view ORDER BY product_id`)).toEqual([
        { product_id: 'milk', reserved: 0 },
        { product_id: 'paneer', reserved: 5 },
      ]);
    } finally {
      await after.close();
    }
  });
});
