import type { MigrationInterface, QueryRunner } from 'typeorm';

// Idle guest carts expire (issue 16 item 6): the expiry job asks for the guest carts idle longest, so
// they are indexed by when they last changed. Customer carts never expire and stay out of the index.
export class GuestCartIdleIndex1763960300000 implements MigrationInterface {
  name = 'GuestCartIdleIndex1763960300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX IF NOT EXISTS cart_view_guest_idle ON cart_view (updated_at) WHERE cart_id LIKE 'cart-guest-%'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS cart_view_guest_idle`);
  }
}
