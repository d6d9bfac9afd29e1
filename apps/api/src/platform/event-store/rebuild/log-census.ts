import type { SqlClient } from '../../database/sql-transaction.js';
import type { LogCursor } from '../read-after-position.js';
import { cursorParams, logUpTo } from './set-based-fold.js';

/** What the log holds of one stored event type up to a cursor. */
export interface TypeCensus {
  events: number;
  /** The highest schema version any of them was written at. */
  newest: number;
}

/**
 * Every figure and check the rebuild needs of the log before its first pass, in one scan up to the
 * pass's cursor: the events of each type (the progress bar's total and the events/s of the types only
 * SQL folds read) and each type's newest schema version (an event from a newer release stops a SQL fold,
 * as it stops the Node path). Before, each of these was a scan of its own, one per SQL fold for the
 * versions: eight passes over the whole log at a million events, about three seconds of PostgreSQL's
 * time (bench/README.md, rebuild).
 */
export async function takeCensus(db: SqlClient, storedTypes: readonly string[], upTo: LogCursor): Promise<Map<string, TypeCensus>> {
  const rows: { event_type: string; events: number; newest: number }[] = await db.query(
    `SELECT e.event_type, count(*)::int AS events, max(e.schema_version)::int AS newest
       FROM es_events e WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')} GROUP BY e.event_type`,
    [...cursorParams(upTo), storedTypes],
  );
  return new Map(rows.map((row) => [row.event_type, { events: row.events, newest: row.newest }]));
}

/** The events of these stored types in the census. */
export const eventsOf = (census: ReadonlyMap<string, TypeCensus>, storedTypes: Iterable<string>): number =>
  [...new Set(storedTypes)].reduce((sum, type) => sum + (census.get(type)?.events ?? 0), 0);
