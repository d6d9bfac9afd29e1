import type { SqlClient } from '../database/sql-transaction.js';
import type { LogCursor } from './read-after-position.js';

/** How far a reader of the log (a processor, a live feed) is behind what has been committed. */
export interface LogLag {
  /** Committed events of its types after its cursor, counted up to LAG_COUNT_CAP. */
  events: number;
  /** True when there are at least LAG_COUNT_CAP: `events` is then a floor. */
  capped: boolean;
  /** Seconds since the oldest of them was recorded; 0 when there are none. */
  seconds: number;
  oldestRecordedAt: Date | null;
  /**
   * Every one of them is at or above `pg_snapshot_xmin`: the reader may not read them yet, because a
   * transaction older than them is still open somewhere on the server (not because it is slow).
   */
  heldBack: boolean;
}

export interface LagProbe {
  key: string;
  cursor: LogCursor;
  /** Absent: every type. */
  eventTypes?: readonly string[];
}

// Counting stops here: a backlog's size beyond it is told well enough by its age, and the count
// walks the commit-order index one entry per event.
export const LAG_COUNT_CAP = 10_000;

/** The lag behind each cursor, in one round trip. */
export async function lagBehind(db: SqlClient, probes: readonly LagProbe[]): Promise<Map<string, LogLag>> {
  if (probes.length === 0) return new Map();
  const rows: { key: string; events: number; oldest: Date | null; seconds: number | null; held_back: boolean }[] = await db.query(
    `SELECT p.key, pending.events, pending.oldest, pending.held_back,
            extract(epoch FROM clock_timestamp() - pending.oldest)::float8 AS seconds
       FROM jsonb_to_recordset($1::jsonb) AS p(key text, tx text, gp text, types text[])
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS events, min(e.recorded_at) AS oldest,
                coalesce(bool_and(e.transaction_id >= pg_snapshot_xmin(pg_current_snapshot())), false) AS held_back
           FROM (SELECT transaction_id, recorded_at FROM es_events
                  WHERE (transaction_id, global_position) > (p.tx::xid8, p.gp::bigint)
                    AND (p.types IS NULL OR event_type = ANY(p.types))
                  ORDER BY transaction_id, global_position
                  LIMIT $2) AS e) AS pending`,
    [JSON.stringify(probes.map((p) => ({ key: p.key, tx: p.cursor.transactionId, gp: p.cursor.globalPosition, types: p.eventTypes ?? null }))), LAG_COUNT_CAP],
  );
  return new Map(
    rows.map((row) => [
      row.key,
      { events: row.events, capped: row.events >= LAG_COUNT_CAP, seconds: Math.max(0, row.seconds ?? 0), oldestRecordedAt: row.oldest, heldBack: row.held_back },
    ]),
  );
}
