import type { MigrationInterface, QueryRunner } from 'typeorm';

// The payment saga (docs/decisions.md#payment-saga): payments that are requested before they open,
// captures and refunds as events with their own read models, the money ledger the audit reads, and the
// sandbox provider's own books. Safe to run again on a database that has it (IF NOT EXISTS, ON CONFLICT).
// Read models written before this migration are brought level from the
// log itself, so a rebuild afterwards finds them identical.
// It touches three contexts' tables: payments' (payments_view, refunds_view, the sandbox's books), most of
// it, hence this folder; ordering's orders_view; audit's money ledger (money_orders, money_movements).
// It stays one migration under its first name: TypeORM records applied migrations by name, so a split
// or renamed one would run again on every shop that already has it (docs/decisions.md#context-owned-data).
export class Money1763900000000 implements MigrationInterface {
  name = 'Money1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments_view
      ADD COLUMN IF NOT EXISTS captured_paise      integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS refunded_paise      integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS provider_payment_id text,
      ALTER COLUMN provider_reference DROP NOT NULL`);
    await db.query(`UPDATE payments_view SET captured_paise = amount_paise WHERE status = 'paid' AND captured_paise = 0`);
    // One attempt of an order may be open (requested or pending) at a time.
    await db.query(`DROP INDEX IF EXISTS payments_view_one_open`);
    await db.query(`CREATE UNIQUE INDEX payments_view_one_open ON payments_view (order_id) WHERE status IN ('requested', 'pending')`);
    await db.query(`CREATE INDEX IF NOT EXISTS payments_view_waiting ON payments_view (status, started_at) WHERE status IN ('requested', 'pending')`);

    await db.query(`
      CREATE TABLE IF NOT EXISTS refunds_view (
        refund_id          text        PRIMARY KEY,
        payment_id         char(24)    NOT NULL,
        order_id           char(24)    NOT NULL,
        amount_paise       integer     NOT NULL,
        kind               text        NOT NULL,
        reason             text        NOT NULL,
        status             text        NOT NULL,
        provider_refund_id text,
        failure_reason     text,
        actor_id           text,
        requested_at       timestamptz NOT NULL,
        settled_at         timestamptz,
        version            bigint      NOT NULL
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS refunds_view_order ON refunds_view (order_id, requested_at)`);
    await db.query(`CREATE INDEX IF NOT EXISTS refunds_view_provider ON refunds_view (provider_refund_id) WHERE provider_refund_id IS NOT NULL`);
    await db.query(`CREATE INDEX IF NOT EXISTS refunds_view_waiting ON refunds_view (status, requested_at) WHERE status IN ('requested', 'submitted')`);

    await db.query(`ALTER TABLE orders_view
      ADD COLUMN IF NOT EXISTS refunded_paise       integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS refund_pending_paise integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS status_reason        text`);
    await db.query(`CREATE INDEX IF NOT EXISTS orders_view_awaiting_payment ON orders_view (placed_at) WHERE status = 'pending_payment'`);

    // The audit's money ledger: every order's bill, and every rupee that moved, one row per event.
    await db.query(`
      CREATE TABLE IF NOT EXISTS money_orders (
        order_id          char(24)    PRIMARY KEY,
        payment_method    text        NOT NULL,
        grand_total_paise integer     NOT NULL,
        status            text        NOT NULL,
        placed_at         timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS money_orders_placed ON money_orders (placed_at)`);
    await db.query(`
      CREATE TABLE IF NOT EXISTS money_movements (
        movement_id  uuid        PRIMARY KEY,
        kind         text        NOT NULL,
        order_id     char(24)    NOT NULL,
        payment_id   char(24),
        amount_paise integer     NOT NULL,
        refund_kind  text,
        at           timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS money_movements_at ON money_movements (at)`);
    await db.query(`CREATE INDEX IF NOT EXISTS money_movements_order ON money_movements (order_id)`);
    await db.query(`
      INSERT INTO money_orders (order_id, payment_method, grand_total_paise, status, placed_at)
      SELECT order_id, payment_method, grand_total_paise, status, placed_at FROM orders_view
      ON CONFLICT (order_id) DO NOTHING`);
    await db.query(`
      INSERT INTO money_movements (movement_id, kind, order_id, payment_id, amount_paise, at)
      SELECT event_id, 'captured', data->>'orderId', data->>'paymentId', (data->>'amountPaise')::int, recorded_at
        FROM es_events WHERE event_type = 'PaymentSucceeded'
      ON CONFLICT (movement_id) DO NOTHING`);
    await db.query(`
      INSERT INTO money_movements (movement_id, kind, order_id, amount_paise, at)
      SELECT e.event_id, 'cod_collected', o.order_id, o.grand_total_paise, e.recorded_at
        FROM es_events e JOIN money_orders o ON o.order_id = e.data->>'orderId'
       WHERE e.event_type = 'OrderPaymentStatusChanged' AND e.data->>'to' = 'paid' AND o.payment_method = 'COD'
      ON CONFLICT (movement_id) DO NOTHING`);

    // The sandbox provider's books. Payments opened before them get their rows from our view.
    await db.query(`
      CREATE TABLE IF NOT EXISTS sandbox_provider_payments (
        reference           text        PRIMARY KEY,
        payment_id          char(24)    NOT NULL UNIQUE,
        amount_paise        integer     NOT NULL,
        status              text        NOT NULL,
        provider_payment_id text,
        created_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
        settled_at          timestamptz
      )`);
    await db.query(`
      CREATE TABLE IF NOT EXISTS sandbox_provider_refunds (
        refund_id          text        PRIMARY KEY,
        reference          text        NOT NULL REFERENCES sandbox_provider_payments (reference),
        provider_refund_id text        NOT NULL,
        amount_paise       integer     NOT NULL,
        created_at         timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS sandbox_provider_refunds_reference ON sandbox_provider_refunds (reference)`);
    await db.query(`
      INSERT INTO sandbox_provider_payments (reference, payment_id, amount_paise, status)
      SELECT provider_reference, payment_id, amount_paise, CASE status WHEN 'paid' THEN 'captured' WHEN 'failed' THEN 'failed' ELSE 'created' END
        FROM payments_view WHERE provider = 'sandbox' AND provider_reference IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sandbox_provider_refunds`);
    await db.query(`DROP TABLE sandbox_provider_payments`);
    await db.query(`DROP TABLE money_movements`);
    await db.query(`DROP TABLE money_orders`);
    await db.query(`DROP INDEX orders_view_awaiting_payment`);
    await db.query(`ALTER TABLE orders_view DROP COLUMN refunded_paise, DROP COLUMN refund_pending_paise, DROP COLUMN status_reason`);
    await db.query(`DROP TABLE refunds_view`);
    await db.query(`DROP INDEX payments_view_waiting`);
    await db.query(`DROP INDEX IF EXISTS payments_view_one_open`);
    await db.query(`CREATE UNIQUE INDEX payments_view_one_open ON payments_view (order_id) WHERE status = 'pending'`);
    await db.query(`ALTER TABLE payments_view DROP COLUMN captured_paise, DROP COLUMN refunded_paise, DROP COLUMN provider_payment_id`);
  }
}
