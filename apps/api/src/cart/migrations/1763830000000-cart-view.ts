import type { MigrationInterface, QueryRunner } from 'typeorm';

// The cart read model: written only by the cart-view inline projection, in the append transaction.
export class CartView1763830000000 implements MigrationInterface {
  name = 'CartView1763830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cart_view (
        cart_id             text        PRIMARY KEY,
        lines               jsonb       NOT NULL DEFAULT '[]'::jsonb,
        tip_paise           integer     NOT NULL DEFAULT 0,
        donation_paise      integer,
        merged_guest_tokens jsonb       NOT NULL DEFAULT '[]'::jsonb,
        version             bigint      NOT NULL,
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE cart_view`);
  }
}
