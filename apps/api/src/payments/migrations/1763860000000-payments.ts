import type { MigrationInterface, QueryRunner } from 'typeorm';

// The payment read model (written only by the payments-view inline projection) and the provider
// events already processed, whose unique key turns a replayed webhook into a no-op.
export class Payments1763860000000 implements MigrationInterface {
  name = 'Payments1763860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payments_view (
        payment_id         char(24)    PRIMARY KEY,
        order_id           char(24)    NOT NULL,
        customer_id        text,
        method             text        NOT NULL,
        amount_paise       integer     NOT NULL,
        provider           text        NOT NULL,
        provider_reference text        NOT NULL,
        status             text        NOT NULL,
        failure_reason     text,
        started_at         timestamptz NOT NULL,
        settled_at         timestamptz,
        version            bigint      NOT NULL
      )`);
    await db.query(`CREATE INDEX payments_view_order ON payments_view (order_id, started_at)`);
    await db.query(`CREATE INDEX payments_view_reference ON payments_view (provider, provider_reference)`);
    // At most one open payment per order (shared notes §3.4): a second "Pay" gets the first page back.
    await db.query(`CREATE UNIQUE INDEX payments_view_one_open ON payments_view (order_id) WHERE status = 'pending'`);
    await db.query(`
      CREATE TABLE payment_provider_events (
        provider    text        NOT NULL,
        event_id    text        NOT NULL,
        payment_id  char(24),
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payment_provider_events`);
    await db.query(`DROP TABLE payments_view`);
  }
}
