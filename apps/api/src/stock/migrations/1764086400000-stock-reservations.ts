import type { MigrationInterface, QueryRunner } from 'typeorm';

// An order's open reservation on a shelf, one row each, instead of one JSON map in the shelf's row: the map
// was read, copied and written back whole by every order placed, under the shelf's lock, so a popular
// product's orders slowed as its open orders grew (issue 18, docs/decisions.md#stock-reservations).
export class StockReservations1764086400000 implements MigrationInterface {
  name = 'StockReservations1764086400000';

  // Idempotent, as every migration here (a shop whose migrations table lost its row applies it again).
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS stock_reservations (
        product_id text    NOT NULL,
        order_id   text    NOT NULL,
        quantity   integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (product_id, order_id)
      )`);
    const [{ has_map }]: { has_map: boolean }[] = await db.query(
      `SELECT EXISTS (SELECT FROM information_schema.columns
                       WHERE table_schema = current_schema() AND table_name = 'stock_view' AND column_name = 'reservations') AS has_map`,
    );
    if (!has_map) return;
    await db.query(`
      INSERT INTO stock_reservations (product_id, order_id, quantity)
      SELECT v.product_id, r.key, r.value::int FROM stock_view v, jsonb_each_text(v.reservations) r
      ON CONFLICT DO NOTHING`);
    await db.query(`ALTER TABLE stock_view DROP COLUMN reservations`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE stock_view ADD COLUMN IF NOT EXISTS reservations jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await db.query(`
      UPDATE stock_view v SET reservations = r.map
        FROM (SELECT product_id, jsonb_object_agg(order_id, quantity) AS map FROM stock_reservations GROUP BY product_id) r
       WHERE r.product_id = v.product_id`);
    await db.query(`DROP TABLE stock_reservations`);
  }
}
