import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEX = 'es_events_payment_order';

// An auditor asks for an order's payments (npm run audit -- order, GET /api/audit/orders/:id); without
// this the log is scanned whole for `data->>'orderId'`. Partial: only payment events are indexed, so
// every other append pays nothing for it. Built CONCURRENTLY (outside a transaction), because a plain
// CREATE INDEX would stop every append for as long as it reads a live shop's whole log; a build that
// failed half-way leaves an INVALID index behind, which is dropped and built again.
// The index is on the platform's log, but only the audit's query needs it, so the audit owns it.
export class PaymentOrderIndex1763870000000 implements MigrationInterface {
  name = 'PaymentOrderIndex1763870000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    const invalid: unknown[] = await db.query(
      `SELECT 1 FROM pg_index WHERE indexrelid = to_regclass($1) AND NOT indisvalid`,
      [INDEX],
    );
    if (invalid.length > 0) await db.query(`DROP INDEX CONCURRENTLY ${INDEX}`);
    await db.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${INDEX} ON es_events ((data->>'orderId')) WHERE stream_type = 'payment'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${INDEX}`);
  }
}
