import type { MigrationInterface, QueryRunner } from 'typeorm';

// One order number for everyone (docs/decisions.md#order-number): the sequence new orders take theirs
// from, and the number on every order's row. Orders placed before this migration get the number their
// OrderPlaced is read with (`JP-L` and its log position, ordering/order-number.ts), so the row and a
// replay agree. Unique: a clash would be a bug, and refusing the write is better than two orders under
// one number.
export class OrderNumbers1763980000000 implements MigrationInterface {
  name = 'OrderNumbers1763980000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE order_numbers AS bigint START 1`);
    await db.query(`ALTER TABLE orders_view ADD COLUMN order_number text`);
    await db.query(`
      UPDATE orders_view o SET order_number = coalesce(e.data->>'orderNumber', 'JP-L' || e.global_position)
        FROM es_events e WHERE e.event_type = 'OrderPlaced' AND e.data->>'orderId' = o.order_id`);
    await db.query(`ALTER TABLE orders_view ALTER COLUMN order_number SET NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX orders_view_order_number ON orders_view (order_number)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders_view DROP COLUMN order_number`);
    await db.query(`DROP SEQUENCE order_numbers`);
  }
}
