import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from '../../platform/event-store/event-row.js';
import type { RecordedEvent, Upcasters } from '../../platform/event-store/index.js';
import type { Sql } from '../../platform/database/sql-transaction.js';

export interface EventFilter {
  type?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

/**
 * The events a filter selects, its parameters the type, from and to (each null for "any"). A time range
 * alone is found through the log's BRIN index on recorded_at, with a type through (event_type, recorded_at):
 * docs/decisions.md#event-store, "The log's time index".
 */
export const LISTED_EVENTS_WHERE = `($1::text IS NULL OR event_type = $1) AND ($2::timestamptz IS NULL OR recorded_at >= $2) AND ($3::timestamptz IS NULL OR recorded_at <= $3)`;

/** The log in global order, filtered by type and recorded time, one page at a time. */
export async function listEvents(db: Sql, upcasters: Upcasters, filter: EventFilter): Promise<{ events: RecordedEvent[]; total: number }> {
  const params = [filter.type ?? null, filter.from ?? null, filter.to ?? null];
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM es_events WHERE ${LISTED_EVENTS_WHERE}`, params);
  const rows: EventRow[] = await db.query(
    `SELECT ${EVENT_COLUMNS} FROM es_events WHERE ${LISTED_EVENTS_WHERE} ORDER BY es_events.global_position LIMIT $4 OFFSET $5`,
    [...params, filter.limit, (filter.page - 1) * filter.limit],
  );
  return { events: rows.map((row) => toRecordedEvent(row, upcasters)), total };
}
