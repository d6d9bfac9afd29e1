import type { SqlClient } from '../../database/sql-transaction.js';
import { cursorAtNow, type LogCursor } from '../read-after-position.js';
import { cursorParams, logUpTo } from './set-based-fold.js';

/**
 * Where the rebuild's first pass stops: below every transaction still in flight (cursorAtNow), and
 * lowered until it splits no stream, so that no stream has an event after the bound that comes before,
 * in the stream, one at or below it.
 *
 * The log's commit-safe order is not always a stream's own (stream-order.ts): version 2 can lie below
 * version 1. A transaction open between the two ids holds the horizon, and so the bound, between them;
 * the SQL folds would then read version 2 without version 1, and the catch-up after them, whose
 * projections skip what their row already holds, would skip version 1 (a shelf rebuilt 7 units short).
 * The Node replay brings such events forward within its own batches, and from the bound on the catch-up
 * does; only the hand-over between the two could lose one.
 *
 * Each step lowers the bound below the lowest transaction holding an event after which its stream has
 * an earlier one beyond: whole transactions, as cursorAtNow gives. Events beyond the bound are those of
 * transactions that ended after the horizon was read or still run (and those are not visible, nor can
 * they be earlier in a stream than a committed event: a stream's versions are written under its lock),
 * so each step reads few; a lowered bound can split another stream in turn, hence the loop.
 */
export async function firstPassBound(db: SqlClient): Promise<LogCursor> {
  let bound = await cursorAtNow(db);
  for (;;) {
    // Per stream with events beyond the bound, its lowest version there; then its higher versions at or
    // below the bound (the primary key's order): each stream's events beyond are read once, not once each.
    const [split]: { tx: string | null }[] = await db.query(
      `WITH beyond AS (
         SELECT a.stream_id, min(a.stream_version) AS version FROM es_events a
          WHERE (a.transaction_id, a.global_position) > ($1::xid8, $2::bigint) GROUP BY a.stream_id
       )
       SELECT min(b.transaction_id)::text AS tx
         FROM beyond JOIN es_events b ON b.stream_id = beyond.stream_id AND b.stream_version > beyond.version
        WHERE ${logUpTo('b')}`,
      cursorParams(bound),
    );
    if (split.tx === null) return bound;
    bound = { transactionId: (BigInt(split.tx) - 1n).toString(), globalPosition: bound.globalPosition };
  }
}
