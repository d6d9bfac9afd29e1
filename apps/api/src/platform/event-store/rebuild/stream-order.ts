import type { SqlClient } from '../../database/sql-transaction.js';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from '../event-row.js';
import type { RecordedEvent } from '../event.types.js';
import { groupByStream } from '../group-by-stream.js';
import { cursorOf, type LogCursor } from '../read-after-position.js';
import type { Upcasters } from '../upcasters.js';

/**
 * The log's commit-safe order, (transaction id, global position), is a stream's own order only when every
 * transaction locks its streams before its first write (a transaction gets its id there). Until c361e0a
 * placing an order did not: it took its number from a sequence (nextval gives the transaction an id once
 * in 32 values) and sealed the customer's fields (a key written and read FOR SHARE) before it locked the
 * shelves, so an order could wait at a hot shelf behind one that got its id later and append the shelf's
 * next version under the smaller id (docs/decisions.md#rebuild-stream-order). Logs written before then
 * hold such inversions, and a writer that takes an id before a lock would make new ones.
 *
 * A replay in batches would then meet version k+1 before version k, and the projections, which skip what
 * their row already holds, would lose version k. So each batch brings with it the events of its streams
 * that come later in the log but earlier in their stream: they are committed (a later version of the same
 * stream committed after them, under the stream's lock), so reading them early is safe.
 */
export async function earlierInTheirStreams(
  db: SqlClient,
  upcasters: Upcasters,
  batch: readonly RecordedEvent[],
  eventTypes: readonly string[],
  until: LogCursor | null,
  readUpTo: StreamVersions,
): Promise<RecordedEvent[]> {
  if (batch.length === 0) return [];
  const gaps = streamsWithGaps(batch, readUpTo);
  if (gaps.length === 0) return [];
  const end = cursorOf(batch[batch.length - 1]);
  const rows: EventRow[] = await db.query(
    `SELECT ${EVENT_COLUMNS} FROM es_events
       JOIN unnest($3::text[], $4::bigint[], $5::bigint[]) AS batch(stream_id, after, highest) USING (stream_id)
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND stream_version > batch.after AND stream_version < batch.highest
        AND event_type = ANY($6::text[])
        AND ($7::xid8 IS NULL OR (transaction_id, global_position) <= ($7::xid8, $8::bigint))`,
    [
      end.transactionId,
      end.globalPosition,
      gaps.map((gap) => gap.streamId),
      gaps.map((gap) => gap.after),
      gaps.map((gap) => gap.highest),
      upcasters.storedNames(eventTypes),
      until?.transactionId ?? null,
      until?.globalPosition ?? '0',
    ],
  );
  return rows.map((row) => toRecordedEvent(row, upcasters));
}

/**
 * Each stream's highest version read so far: a replay reads every stream's versions in order (bringing
 * forward what the log holds later), so only versions above it can be missing from a batch. Without it,
 * each batch would read a hot stream's whole history again (a shelf every order touches).
 */
export class StreamVersions {
  private readonly highest = new Map<string, number>();

  of(streamId: string): number {
    return this.highest.get(streamId) ?? 0;
  }

  /** Notes a batch as read, with what was brought forward for it. */
  read(events: readonly RecordedEvent[]): void {
    for (const event of events) if (event.streamVersion > this.of(event.streamId)) this.highest.set(event.streamId, event.streamVersion);
  }
}

/**
 * The batch's streams whose versions between the highest already read and the batch's highest are not
 * all in the batch: only those can have an event later in the log. Most batches have none; a gap can
 * also be events the rebuilt models do not read, which the query then simply does not find.
 */
function streamsWithGaps(batch: readonly RecordedEvent[], readUpTo: StreamVersions): { streamId: string; after: number; highest: number }[] {
  return [...groupByStream(batch)].flatMap(([streamId, events]) => {
    const held = events.map((event) => event.streamVersion);
    const after = readUpTo.of(streamId);
    const highest = Math.max(...held);
    const inBatch = new Set(held.filter((version) => version > after)).size;
    return inBatch === highest - after ? [] : [{ streamId, after, highest }];
  });
}

/**
 * The events in the log's order, except that each stream's own take the places its events hold, in
 * stream order: what a stream's fold needs, while the streams stay interleaved as the log has them.
 */
export function inStreamOrder(events: readonly RecordedEvent[]): RecordedEvent[] {
  const byStream = groupByStream(events);
  for (const stream of byStream.values()) stream.sort((a, b) => a.streamVersion - b.streamVersion);
  const next = new Map<string, number>();
  return events.map((event) => {
    const index = next.get(event.streamId) ?? 0;
    next.set(event.streamId, index + 1);
    return byStream.get(event.streamId)![index];
  });
}
