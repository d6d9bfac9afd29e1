import type { MigrationInterface, QueryRunner } from 'typeorm';

// How long each read model's SQL fill took in the last rebuild (issue 15, bench/README.md rebuild): the
// next rebuild starts the longest first, so its connections finish together (first-pass.ts, fill-order.ts).
// One row per model, overwritten by each fill; nothing else reads it.
export class RebuildFillTimes1764450000000 implements MigrationInterface {
  name = 'RebuildFillTimes1764450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS es_rebuild_fill_times (
        model       text             PRIMARY KEY,
        seconds     double precision NOT NULL CHECK (seconds >= 0),
        events      bigint           NOT NULL CHECK (events >= 0),
        recorded_at timestamptz      NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE es_rebuild_fill_times`);
  }
}
