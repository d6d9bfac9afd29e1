import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEX = 'es_events_order_number';

// An auditor asks for an order by its number (npm run audit -- order JP-000123, GET /api/audit/orders/JP-000123),
// and the audit reads the log only: without this the log's OrderPlaced events are scanned for it.
// Partial and CONCURRENTLY for the reasons of PaymentOrderIndex1763870000000.
export class OrderNumberIndex1763980100000 implements MigrationInterface {
  name = 'OrderNumberIndex1763980100000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    const invalid: unknown[] = await db.query(`SELECT 1 FROM pg_index WHERE indexrelid = to_regclass($1) AND NOT indisvalid`, [INDEX]);
    if (invalid.length > 0) await db.query(`DROP INDEX CONCURRENTLY ${INDEX}`);
    await db.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${INDEX} ON es_events ((data->>'orderNumber')) WHERE event_type = 'OrderPlaced'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${INDEX}`);
  }
}
