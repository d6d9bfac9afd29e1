import type { MigrationInterface, QueryRunner } from 'typeorm';

// Demo data goes into a database once (issue 16 item 1): a seed is recorded here when it is put in, and
// never put in again, so a demo admin an operator deleted stays deleted across restarts.
// Platform's table; its one-off back-fill below reads identity's and catalog's tables by name only,
// as it ran when they were all platform's (an applied migration is history, not a dependency).
export class Seeds1763920000000 implements MigrationInterface {
  name = 'Seeds1763920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS shop_seeds (
        name      text PRIMARY KEY,
        seeded_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    // A shop from before this table: whatever it holds was seeded or set up by hand; either way, no more.
    await db.query(`INSERT INTO shop_seeds (name) SELECT 'demo-accounts' WHERE EXISTS (SELECT 1 FROM users) ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO shop_seeds (name) SELECT 'demo-catalog' WHERE EXISTS (SELECT 1 FROM products) ON CONFLICT DO NOTHING`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS shop_seeds`);
  }
}
