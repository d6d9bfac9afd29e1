import type { MigrationInterface, QueryRunner } from 'typeorm';

// The stock read model: written only by the stock-view inline projection, in the append transaction.
// A row is its product stream's fold (its open reservations went to their own table in 1764086400000).
export class StockView1763970000000 implements MigrationInterface {
  name = 'StockView1763970000000';

  // Idempotent, as every migration here: a shop whose migrations table lost its row (a restore, the
  // read-only spec's older schema) applies it again on its next start.
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS stock_view (
        product_id   text        PRIMARY KEY,
        on_hand      integer     NOT NULL,
        reserved     integer     NOT NULL,
        available    integer     NOT NULL,
        reservations jsonb       NOT NULL DEFAULT '{}'::jsonb,
        received     integer     NOT NULL,
        adjusted_in  integer     NOT NULL,
        adjusted_out integer     NOT NULL,
        picked       integer     NOT NULL,
        version      bigint      NOT NULL,
        updated_at   timestamptz NOT NULL
      )`);
    // The inventory screen's "low" and "out" filters.
    await db.query(`CREATE INDEX IF NOT EXISTS stock_view_available ON stock_view (available)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE stock_view`);
  }
}
