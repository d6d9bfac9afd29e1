import type { MigrationInterface, QueryRunner } from 'typeorm';

// Processor health (issue 15 item 4): when each processor last polled and last failed, the event it is
// failing on, and a dead-letter table for the events it gave up on (docs/decisions.md#parked-events).
export class ProcessorHealth1763880000000 implements MigrationInterface {
  name = 'ProcessorHealth1763880000000';

  async up(db: QueryRunner): Promise<void> {
    // `error` keeps its meaning of the last failure's text; `error_at` says when. Neither is cleared by
    // a later success: an operator wants to see the last error after the processor recovered.
    await db.query(`
      ALTER TABLE es_processors
        ADD COLUMN error_at         timestamptz,
        ADD COLUMN heartbeat_at     timestamptz,
        ADD COLUMN failing_event_id uuid,
        ADD COLUMN failing_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN failing_since    timestamptz`);
    await db.query(`
      CREATE TABLE es_parked_events (
        id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        processor_id    text        NOT NULL,
        event_id        uuid        NOT NULL,
        global_position bigint      NOT NULL,
        transaction_id  xid8        NOT NULL,
        stream_id       text        NOT NULL,
        event_type      text        NOT NULL,
        error           text        NOT NULL,
        attempts        integer     NOT NULL CHECK (attempts >= 1),
        first_failed_at timestamptz NOT NULL,
        last_failed_at  timestamptz NOT NULL,
        status          text        NOT NULL DEFAULT 'parked' CHECK (status IN ('parked', 'resolved')),
        retried_by      text,
        retried_at      timestamptz,
        resolved_at     timestamptz,
        UNIQUE (processor_id, event_id)
      )`);
    await db.query(`CREATE INDEX es_parked_events_waiting ON es_parked_events (processor_id, id) WHERE status = 'parked'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE es_parked_events`);
    await db.query(`
      ALTER TABLE es_processors
        DROP COLUMN error_at, DROP COLUMN heartbeat_at, DROP COLUMN failing_event_id, DROP COLUMN failing_attempts, DROP COLUMN failing_since`);
  }
}
