import type { SqlClient } from '../database/sql-transaction.js';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';
import type { RecordedEvent } from './event.types.js';
import type { Upcasters } from './upcasters.js';

/** A place in the log's commit-safe order: (transaction id, global position), both as decimal strings. */
export interface LogCursor {
  transactionId: string;
  globalPosition: string;
}

export const LOG_START: LogCursor = { transactionId: '0', globalPosition: '0' };

export const cursorOf = (event: RecordedEvent): LogCursor => ({ transactionId: event.transactionId, globalPosition: event.globalPosition });

export const encodeCursor = (cursor: LogCursor): string => `${cursor.transactionId}:${cursor.globalPosition}`;

export function decodeCursor(text: string): LogCursor | null {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(text);
  return match ? { transactionId: match[1], globalPosition: match[2] } : null;
}

/**
 * Events after `cursor` in commit-safe order: only from transactions older than every transaction
 * still in flight, so an event committed late can never fall behind a cursor that already moved on
 * (a plain `global_position > last` reader loses events under concurrent writers).
 */
export async function readAfterPosition(
  db: SqlClient,
  upcasters: Upcasters,
  cursor: LogCursor,
  options: { limit: number; eventTypes?: readonly string[]; includeInFlightWindow?: boolean },
): Promise<RecordedEvent[]> {
  // includeInFlightWindow: only for a reader whose single snapshot was taken while no writer it cares
  // about was in flight (the rebuild): it then reads everything its snapshot sees. (A processor reads its
  // batch in its opening: consumer-checkpoint.ts, the same query.)
  const bound = options.includeInFlightWindow ? '' : 'AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
  const rows: EventRow[] = await db.query(
    `SELECT ${EVENT_COLUMNS} FROM es_events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        ${bound}
        AND ($3::text[] IS NULL OR event_type = ANY($3::text[]))
      ORDER BY es_events.transaction_id, es_events.global_position
      LIMIT $4`,
    [
      cursor.transactionId,
      cursor.globalPosition,
      options.eventTypes ? upcasters.storedNames(options.eventTypes) : null,
      options.limit,
    ],
  );
  return rows.map((row) => toRecordedEvent(row, upcasters));
}

/**
 * The commit-safe bound as SQL selects it: every transaction below it has ended, so whatever a reader
 * finds below it now is all it will ever find there. Taken with a processor's checkpoint, it lets a
 * processor that found nothing of its types move past everything below it (consumer-checkpoint.ts).
 */
export const READ_BOUND = `pg_snapshot_xmin(pg_current_snapshot())::text`;

/** A cursor just before every transaction still in flight: reading after it yields only what commits from now on. */
export async function cursorAtNow(db: SqlClient): Promise<LogCursor> {
  const [row]: { xmin: string }[] = await db.query(`SELECT (pg_snapshot_xmin(pg_current_snapshot())::text::numeric - 1)::text AS xmin`);
  return { transactionId: row.xmin, globalPosition: '9223372036854775807' };
}
