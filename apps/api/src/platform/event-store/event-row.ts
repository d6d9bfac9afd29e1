import type { RecordedEvent } from './event.types.js';
import { NewerEventVersionError, type Upcasters } from './upcasters.js';

/**
 * The columns every read of es_events selects, in the shape `toRecordedEvent` expects. The bigints
 * leave as text under their own names, so an ORDER BY must name `es_events.<column>`: a bare name
 * would sort the text ("10" before "9"). recorded_at leaves as whole milliseconds since the epoch
 * (truncated, as a Date holds it): `new Date(number)` costs a fraction of parsing PostgreSQL's
 * timestamp text, about a sixth of the rebuild's row parsing in a CPU profile (docs/decisions.md#rebuild-lean-rows).
 */
export const EVENT_COLUMNS = `event_id, stream_id, stream_type, stream_version, global_position::text AS global_position,
  transaction_id::text AS transaction_id, event_type, schema_version, data, metadata,
  floor(extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_at`;

export interface EventRow {
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: string | number;
  global_position: string;
  transaction_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  recorded_at: number;
}

export function toRecordedEvent(row: EventRow, upcasters: Upcasters): RecordedEvent {
  const { type, schemaVersion, data, newerThanReader } = upcasters.upcast(row.event_type, row.schema_version, row.data, row.metadata, { globalPosition: row.global_position });
  const event: RecordedEvent = {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: Number(row.stream_version),
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    type,
    schemaVersion,
    data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at),
  };
  // Set only when there is one (a spread into the literal copied every event a second time).
  if (newerThanReader) event.newerThanReader = newerThanReader;
  return event;
}

/** For the paths that cannot go on without understanding every event (a command's fold, a rebuild). */
export function assertReadable(event: RecordedEvent, upcasters: Upcasters): void {
  if (event.newerThanReader) throw new NewerEventVersionError(event.eventId, event.type, event.schemaVersion, upcasters.currentVersion(event.type), event.streamId);
}
