import type { MigrationInterface, QueryRunner } from 'typeorm';

// A rebuild in progress, visible in /api/health on every instance (issue 15 item 3): the rebuild is a
// process of its own (`npm run rebuild`), so what it is doing goes where the instances read. One row at
// most (only one rebuild runs at a time: rebuild-lock.ts); `heartbeat_at` moves every few seconds, so
// a row whose rebuild was killed goes stale instead of showing a rebuild forever.
export class RebuildProgress1763966000000 implements MigrationInterface {
  name = 'RebuildProgress1763966000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS es_rebuild_progress (
        one          boolean     PRIMARY KEY DEFAULT true CHECK (one),
        models       text[]      NOT NULL,
        phase        text        NOT NULL,
        processed    bigint      NOT NULL DEFAULT 0,
        total        bigint      NOT NULL DEFAULT 0,
        started_at   timestamptz NOT NULL,
        heartbeat_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE es_rebuild_progress`);
  }
}
