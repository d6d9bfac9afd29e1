import { type PreparedStatement, prepared } from '../database/batch-statement.js';

/**
 * The advisory locks writers serialise on: `pg_advisory_xact_lock(hashtextextended(key, space))`. The
 * space (hashtextextended's seed) keeps a stream's lock and an idempotency key's apart.
 */
export interface LockKey {
  key: string;
  space: number;
}

export const STREAM_LOCK_SPACE = 0;
export const IDEMPOTENCY_LOCK_SPACE = 1;

export const streamLock = (streamId: string): LockKey => ({ key: streamId, space: STREAM_LOCK_SPACE });

/**
 * Every lock of a command's opening in one prepared statement, taken one after the other in the order
 * given (the one order every writer uses): unnest yields the keys in array order and the aggregate
 * takes each lock as its row arrives, so a lock that waits holds the ones before it, as a statement
 * per lock did (pg_advisory_xact_lock is volatile and parallel restricted: evaluated row by row, in the
 * session itself, never in a parallel worker). A statement per lock was written in as literals, parsed
 * and planned every time: six of them for an order on two shelves, with the other literal reads, were a
 * tenth of PostgreSQL's CPU in a profile of placed orders (bench/README.md, issues 18 and 20).
 */
export function locksStatement(locks: readonly LockKey[]): PreparedStatement {
  return prepared(
    `SELECT count(pg_advisory_xact_lock(hashtextextended(k.key, k.space::bigint)))::int AS locks FROM unnest($1::text[], $2::text[]) AS k(key, space)`,
    [locks.map((lock) => lock.key), locks.map((lock) => String(lock.space))],
  );
}
