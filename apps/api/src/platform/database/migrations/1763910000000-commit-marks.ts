import type { MigrationInterface, QueryRunner } from 'typeorm';

// Commit marks (issue 15 item 9, docs/decisions.md#event-store): the audit's `?at=` shows the log as a
// reader saw it, which insert times cannot tell (an event's recorded_at is taken before its transaction
// commits, by up to that transaction's length). Each mark is a snapshot (which transactions a reader
// saw) and a moment no earlier than the snapshot was taken; `?at=T` reads through the last mark at or
// before T, so it never shows an event that had not committed by T.
export class CommitMarks1763910000000 implements MigrationInterface {
  name = 'CommitMarks1763910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS es_commit_marks (
        marked_at timestamptz NOT NULL,
        snapshot  pg_snapshot NOT NULL
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS es_commit_marks_marked_at ON es_commit_marks (marked_at)`);
    // Like the log they describe: a rewritten mark would rewrite what the audit says readers saw.
    await db.query(`
      CREATE OR REPLACE FUNCTION es_table_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`DROP TRIGGER IF EXISTS es_commit_marks_no_update_or_delete ON es_commit_marks`);
    await db.query(`
      CREATE TRIGGER es_commit_marks_no_update_or_delete BEFORE UPDATE OR DELETE ON es_commit_marks
      FOR EACH ROW EXECUTE FUNCTION es_table_is_append_only()`);
    await db.query(`DROP TRIGGER IF EXISTS es_commit_marks_no_truncate ON es_commit_marks`);
    await db.query(`
      CREATE TRIGGER es_commit_marks_no_truncate BEFORE TRUNCATE ON es_commit_marks
      FOR EACH STATEMENT EXECUTE FUNCTION es_table_is_append_only()`);
    // Events written before marks existed cannot be dated by their commit any more: they keep the old
    // rule, visible from their insert time (one mark per transaction, seeing every transaction up to
    // the highest id inserted by then). Then one true mark: everything committed before this migration.
    await db.query(`
      INSERT INTO es_commit_marks (marked_at, snapshot)
      SELECT recorded, (below::text || ':' || below::text || ':')::pg_snapshot
        FROM (SELECT recorded, max(tx) OVER (ORDER BY recorded) + 1 AS below
                FROM (SELECT transaction_id::text::numeric AS tx, max(recorded_at) AS recorded FROM es_events GROUP BY transaction_id) t) m
       WHERE NOT EXISTS (SELECT 1 FROM es_commit_marks)`);
    await db.query(`INSERT INTO es_commit_marks (marked_at, snapshot) SELECT date_trunc('milliseconds', clock_timestamp() + interval '999 microseconds'), pg_current_snapshot()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS es_commit_marks`);
    await db.query(`DROP FUNCTION IF EXISTS es_table_is_append_only()`);
  }
}
