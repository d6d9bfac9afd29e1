import type { MigrationInterface, QueryRunner } from 'typeorm';

// stock_view's index on `available` served no query: the inventory screen's filters and order compare
// COALESCE(s.available, 0) over products LEFT JOIN stock_view, which no index on the column answers, and
// every other read is by product id. It cost every reservation, pick and receipt an index entry, and, as
// `available` changes with each of them, it kept PostgreSQL from updating a shelf's row in place (a HOT
// update, with no new entry in the primary key either): a hot product's row left a dead key entry per
// order for its next orders' reads to step over (docs/decisions.md#stock, "Shelf rows updated in place").
// Half of each page is left free for those updates: a row of about 100 bytes per product, so a
// dark store's 10,000 products take about 2 MB instead of 1.
export class ShelfRowsUpdatedInPlace1764800000000 implements MigrationInterface {
  name = 'ShelfRowsUpdatedInPlace1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS stock_view_available`);
    await db.query(`ALTER TABLE stock_view SET (fillfactor = 50)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE stock_view RESET (fillfactor)`);
    await db.query(`CREATE INDEX IF NOT EXISTS stock_view_available ON stock_view (available)`);
  }
}
