import type { MigrationInterface, QueryRunner } from 'typeorm';

// The packing floor's read model (docs/decisions.md#packing): one row per order that reached it, written
// only by the packing-view inline projection in the append transaction. `packing` is the row's fold.
export class PackingView1763990100000 implements MigrationInterface {
  name = 'PackingView1763990100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS packing_view (
        order_id   text        PRIMARY KEY,
        status     text        NOT NULL,
        placed_at  timestamptz NOT NULL,
        packing    jsonb       NOT NULL,
        version    bigint      NOT NULL
      )`);
    // The queue: confirmed and preparing orders, oldest first.
    await db.query(`CREATE INDEX IF NOT EXISTS packing_view_queue ON packing_view (status, placed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS packing_view`);
  }
}
