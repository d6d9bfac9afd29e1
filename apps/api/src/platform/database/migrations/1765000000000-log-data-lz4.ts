import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How long one try may wait for the log's lock, and how many tries before the migration gives up. */
const LOCK_WAIT = '200ms';
const TRIES = 50;
const PAUSE_MS = 1_000;

// The log's event data compressed with LZ4 instead of PostgreSQL's own pglz (docs/decisions.md#event-store,
// "The log's compression"). Only an event larger than about 2 kB is compressed at all (an OrderPlaced, 2.5
// kB of JSON), and every reader of one decompresses it whole: LZ4 reads and writes such a value several
// times faster for about the same size (1,315 bytes against pglz's 1,295 for the same orders). Rows already
// written keep pglz (PostgreSQL reads both); a rebuild or audit gains on what is written from now on.
// Only where the server was built with LZ4 (PostgreSQL's Debian and Docker builds are; PGlite is not).
// Setting a column's compression takes the log's ACCESS EXCLUSIVE lock for a moment, but waiting for it
// behind a long reader (a rebuild's fill, an audit) would stop every append queued behind the wait: so
// each try waits at most LOCK_WAIT, and the migration tries again after a pause.
export class LogDataLz41765000000000 implements MigrationInterface {
  name = 'LogDataLz41765000000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    if (await offersLz4(db)) await setCompression(db, 'lz4');
  }

  async down(db: QueryRunner): Promise<void> {
    if (await offersLz4(db)) await setCompression(db, 'pglz');
  }
}

async function offersLz4(db: QueryRunner): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`);
  return rows.length > 0;
}

async function setCompression(db: QueryRunner, method: 'lz4' | 'pglz'): Promise<void> {
  for (let tryNumber = 1; ; tryNumber++) {
    try {
      await db.startTransaction();
      await db.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
      await db.query(`ALTER TABLE es_events ALTER COLUMN data SET COMPRESSION ${method}`);
      await db.commitTransaction();
      return;
    } catch (error) {
      if (db.isTransactionActive) await db.rollbackTransaction();
      if (!isLockTimeout(error)) throw error;
      if (tryNumber === TRIES) {
        throw new Error(`could not set the event log's compression: a transaction held es_events for ${TRIES} tries over ${(TRIES * PAUSE_MS) / 1000} s (see pg_stat_activity); start the shop again when it has ended`);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
}

/** PostgreSQL's lock_not_available, which a lock_timeout raises (TypeORM's QueryFailedError carries the driver's code). */
const isLockTimeout = (error: unknown): boolean => (error as { code?: string }).code === '55P03';
