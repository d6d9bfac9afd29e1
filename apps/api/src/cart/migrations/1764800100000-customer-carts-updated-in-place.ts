import type { MigrationInterface, QueryRunner } from 'typeorm';

// The expiry job finds idle guest carts by when they last changed (1763960300000). Indexed as `updated_at`
// (partial, guest carts only), the column every cart change writes was an indexed one for customer carts
// too: PostgreSQL decides whether it can update a row in place (a HOT update, no new index entry) by the
// columns any index covers, whatever the index's WHERE. So every cart add and every order's emptied cart
// left a new primary-key entry and a dead one. The job's column is now `guest_idle_since`, generated from
// `updated_at` for guest carts and NULL for a customer's, whose value then never changes: a customer cart's
// update can be HOT (docs/decisions.md#guest-cart-expiry, "Customer carts updated in place").
export class CustomerCartsUpdatedInPlace1764800100000 implements MigrationInterface {
  name = 'CustomerCartsUpdatedInPlace1764800100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE cart_view ADD COLUMN IF NOT EXISTS guest_idle_since timestamptz
        GENERATED ALWAYS AS (CASE WHEN cart_id LIKE 'cart-guest-%' THEN updated_at END) STORED`);
    await db.query(`CREATE INDEX IF NOT EXISTS cart_view_guest_idle_since ON cart_view (guest_idle_since) WHERE guest_idle_since IS NOT NULL`);
    await db.query(`DROP INDEX IF EXISTS cart_view_guest_idle`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX IF NOT EXISTS cart_view_guest_idle ON cart_view (updated_at) WHERE cart_id LIKE 'cart-guest-%'`);
    await db.query(`DROP INDEX IF EXISTS cart_view_guest_idle_since`);
    await db.query(`ALTER TABLE cart_view DROP COLUMN IF EXISTS guest_idle_since`);
  }
}
