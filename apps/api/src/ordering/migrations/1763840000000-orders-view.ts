import type { MigrationInterface, QueryRunner } from 'typeorm';

// The order read model: written only by the order-view inline projection, in the append transaction.
export class OrdersView1763840000000 implements MigrationInterface {
  name = 'OrdersView1763840000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE orders_view (
        order_id           char(24)    PRIMARY KEY,
        customer_id        char(24)    NOT NULL,
        customer_name      text        NOT NULL,
        customer_phone     text        NOT NULL,
        status             text        NOT NULL,
        payment_status     text        NOT NULL,
        payment_method     text        NOT NULL,
        items              jsonb       NOT NULL,
        items_total_paise  integer     NOT NULL,
        delivery_paise     integer     NOT NULL,
        handling_paise     integer     NOT NULL,
        tip_paise          integer     NOT NULL,
        donation_paise     integer     NOT NULL,
        grand_total_paise  integer     NOT NULL,
        address            jsonb       NOT NULL,
        order_notes        text,
        carrier            text,
        tracking_number    text,
        rider_id           char(24),
        rider_name         text,
        placed_at          timestamptz NOT NULL,
        estimated_delivery timestamptz NOT NULL,
        delivered_at       timestamptz,
        version            bigint      NOT NULL
      )`);
    await db.query(`CREATE INDEX orders_view_customer ON orders_view (customer_id, placed_at DESC)`);
    await db.query(`CREATE INDEX orders_view_placed ON orders_view (placed_at DESC)`);
    await db.query(`CREATE INDEX orders_view_status ON orders_view (status, payment_status)`);
    await db.query(`CREATE INDEX orders_view_rider ON orders_view (rider_id) WHERE rider_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE orders_view`);
  }
}
