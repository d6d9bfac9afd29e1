import type { MigrationInterface, QueryRunner } from 'typeorm';

// The append-only event log of DESIGN.md "The event log" (research: shared notes/event-store.md §7.1).
// transaction_id lets processors read in commit-safe order below the oldest open transaction.
export class EventLog1763790000000 implements MigrationInterface {
  name = 'EventLog1763790000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE es_global_position AS bigint`);
    await db.query(`
      CREATE TABLE es_streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     bigint NOT NULL CHECK (version >= 1),
        created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at  timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`
      CREATE TABLE es_events (
        global_position bigint      NOT NULL DEFAULT nextval('es_global_position'),
        transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
        event_id        uuid        NOT NULL,
        stream_id       text        NOT NULL REFERENCES es_streams (stream_id),
        stream_type     text        NOT NULL,
        stream_version  bigint      NOT NULL CHECK (stream_version >= 1),
        event_type      text        NOT NULL,
        schema_version  integer     NOT NULL DEFAULT 1,
        data            jsonb       NOT NULL,
        metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
        recorded_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (stream_id, stream_version)
      )`);
    await db.query(`ALTER SEQUENCE es_global_position OWNED BY es_events.global_position`);
    await db.query(`CREATE UNIQUE INDEX es_events_global_position ON es_events (global_position)`);
    await db.query(`CREATE UNIQUE INDEX es_events_event_id ON es_events (event_id)`);
    await db.query(`CREATE INDEX es_events_commit_order ON es_events (transaction_id, global_position)`);
    await db.query(`CREATE INDEX es_events_type_recorded ON es_events (event_type, recorded_at)`);
    await db.query(`CREATE INDEX es_events_recorded ON es_events (recorded_at)`);
    await db.query(`
      CREATE TABLE es_processors (
        processor_id text PRIMARY KEY,
        last_tx      xid8        NOT NULL DEFAULT '0'::xid8,
        last_gp      bigint      NOT NULL DEFAULT 0,
        status       text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'rebuilding', 'paused')),
        updated_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
        error        text
      )`);
    // Auditors replay this log: no code path may rewrite history, whatever role it connects as.
    await db.query(`
      CREATE FUNCTION es_events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'es_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`
      CREATE TRIGGER es_events_no_update_or_delete BEFORE UPDATE OR DELETE ON es_events
      FOR EACH ROW EXECUTE FUNCTION es_events_are_append_only()`);
    await db.query(`
      CREATE TRIGGER es_events_no_truncate BEFORE TRUNCATE ON es_events
      FOR EACH STATEMENT EXECUTE FUNCTION es_events_are_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE es_processors`);
    await db.query(`DROP TABLE es_events`);
    await db.query(`DROP FUNCTION es_events_are_append_only()`);
    await db.query(`DROP TABLE es_streams`);
  }
}
