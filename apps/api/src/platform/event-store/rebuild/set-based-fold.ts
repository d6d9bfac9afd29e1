import type { SqlClient } from '../../database/sql-transaction.js';
import type { LogCursor } from '../read-after-position.js';
import { NewerEventVersionError, type Upcasters } from '../upcasters.js';

/**
 * A read model's rebuild stated in SQL (docs/decisions.md#rebuild-set-based): its shadow tables filled
 * from es_events with a few `INSERT … SELECT`s, so no event leaves PostgreSQL. It must give exactly the
 * rows the projection's own fold gives over the same events (the rebuild compares every row with the
 * live tables, and apps/api/test/platform/rebuild-set-based.spec.ts with the Node path).
 */
export interface SetBasedFold {
  /**
   * The schema version each event type the SQL reads was written for. When the shop's upcasters read a
   * type at another version, or under an old name too, the SQL no longer states the fold: the rebuild
   * then takes the Node path for this model instead of guessing (setBasedFoldUsable).
   */
  reads: Readonly<Record<string, number>>;
  /**
   * Fills the empty shadow tables, in `tx` (its search path puts the shadow schema first), from every
   * event at or before `upTo` in the log's commit-safe order: `$1::xid8, $2::bigint` in each statement
   * (LOG_UP_TO), whose parameters `cursorParams` gives.
   */
  fill(tx: SqlClient, upTo: LogCursor): Promise<void>;
}

/** The condition "this event (alias `e`) is at or before the cursor" in commit-safe order; the cursor is `$1, $2`. */
export const logUpTo = (alias: string): string => `(${alias}.transaction_id, ${alias}.global_position) <= ($1::xid8, $2::bigint)`;

export const cursorParams = (cursor: LogCursor): [string, string] => [cursor.transactionId, cursor.globalPosition];

/**
 * `recorded_at` as the Node path sees it: a Date holds whole milliseconds, and every read of the log
 * truncates (event-row.ts), so a SQL fold writes the same instant the TypeScript fold writes.
 */
export const recordedAtMs = (alias: string): string => `date_trunc('milliseconds', ${alias}.recorded_at)`;

/** Null when the SQL still states what the shop's upcasters read; otherwise why not (printed, and the Node path taken). */
export function whySetBasedUnusable(fold: SetBasedFold, upcasters: Upcasters): string | null {
  for (const [type, version] of Object.entries(fold.reads)) {
    if (upcasters.currentVersion(type) !== version) return `${type} is read at v${upcasters.currentVersion(type)}, the SQL fold was written for v${version}`;
    if (upcasters.storedNames([type]).length > 1) return `${type} is also stored under an older name`;
  }
  return null;
}

/**
 * The Node path refuses an event written by a newer release (assertReadable); the SQL path refuses the
 * same: the first such event at or before the cursor, if any, stops the rebuild with the same error.
 */
export async function assertReadableUpTo(db: SqlClient, fold: SetBasedFold, upcasters: Upcasters, upTo: LogCursor): Promise<void> {
  const types = Object.keys(fold.reads);
  const newest = types.map((type) => upcasters.currentVersion(type));
  const [newer]: { event_id: string; event_type: string; schema_version: number; stream_id: string }[] = await db.query(
    `SELECT e.event_id, e.event_type, e.schema_version, e.stream_id
       FROM es_events e JOIN unnest($3::text[], $4::int[]) AS k(event_type, newest) ON k.event_type = e.event_type
      WHERE e.schema_version > k.newest AND ${logUpTo('e')}
      ORDER BY e.transaction_id, e.global_position LIMIT 1`,
    [...cursorParams(upTo), types, newest],
  );
  if (newer) throw new NewerEventVersionError(newer.event_id, newer.event_type, newer.schema_version, upcasters.currentVersion(newer.event_type), newer.stream_id);
}

/**
 * In a fold grouped by row, over the events after the row's first (alias `l`, columns `type`, `tx`,
 * `gp`): `expr` of the last such event `filter` picks in commit-safe order, or NULL when none. "The last
 * one wins" is how each projection's UPDATE leaves a column.
 */
export const lastOf = (expr: string, filter: string): string => `(array_agg(${expr} ORDER BY l.tx DESC, l.gp DESC) FILTER (WHERE ${filter}))[1]`;

/** Whether any event after the row's first matches `filter` (false, not NULL, for a row with none). */
export const anyOf = (filter: string): string => `coalesce(bool_or(${filter}), false)`;
