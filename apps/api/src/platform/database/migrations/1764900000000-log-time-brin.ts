import type { MigrationInterface, QueryRunner } from 'typeorm';

const BRIN = 'es_events_recorded_brin';
const BTREE = 'es_events_recorded';

// The log's index on recorded_at alone, as BRIN instead of a B-tree (docs/decisions.md#event-store, "The
// log's time index"). Only the audit's event list filtered by time alone reads it, and the log is an
// append-only heap whose rows take their time as they are written, so each range of pages covers a
// narrow span of time and a summary of each finds a time range for a fraction of the B-tree's size.
// What it saves is on every command's path: an event's insert touched six B-trees, now five (about four
// fewer WAL records a placed order, bench/README.md). New pages are summarised as they fill
// (autosummarize); until then a range reads as "may match", so the newest events are always found.
// Built CONCURRENTLY, as es_events_payment_order is: a plain CREATE or DROP INDEX would stop every
// append for as long as it reads a live shop's whole log.
export class LogTimeBrin1764900000000 implements MigrationInterface {
  name = 'LogTimeBrin1764900000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await dropIfInvalid(db, BRIN);
    await db.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${BRIN} ON es_events USING brin (recorded_at) WITH (pages_per_range = 32, autosummarize = on)`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${BTREE}`);
  }

  async down(db: QueryRunner): Promise<void> {
    await dropIfInvalid(db, BTREE);
    await db.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${BTREE} ON es_events (recorded_at)`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${BRIN}`);
  }
}

/** A CONCURRENTLY build that failed half-way leaves an INVALID index behind: dropped, to be built again. */
async function dropIfInvalid(db: QueryRunner, index: string): Promise<void> {
  const invalid: unknown[] = await db.query(`SELECT 1 FROM pg_index WHERE indexrelid = to_regclass($1) AND NOT indisvalid`, [index]);
  if (invalid.length > 0) await db.query(`DROP INDEX CONCURRENTLY ${index}`);
}
