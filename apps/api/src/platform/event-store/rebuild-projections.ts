import type { DataSource } from 'typeorm';
import type { InlineProjection } from './inline-projections.js';
import { cursorOf, LOG_START, readAfterPosition } from './read-after-position.js';
import type { Upcasters } from './upcasters.js';

export interface RebuildProgress {
  processed: number;
  total: number;
}

/**
 * Empties the projections' tables and replays the whole log through them in commit order, in
 * batches, inside one transaction: readers see the old read models until the new ones are complete.
 * The tables are locked before the transaction's snapshot is taken (REPEATABLE READ takes it at the
 * first query, and LOCK is not one), so every writer either committed before the snapshot, and its
 * events are replayed, or waits for the rebuild and then projects its own events onto the new tables.
 */
export async function rebuildProjections(
  db: DataSource,
  upcasters: Upcasters,
  projections: readonly InlineProjection[],
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  batchSize = 2000,
): Promise<RebuildProgress> {
  const eventTypes = [...new Set(projections.flatMap((p) => p.eventTypes))];
  const tables = [...new Set(projections.flatMap((p) => p.tables))];
  return db.transaction('REPEATABLE READ', async (tx) => {
    if (tables.length > 0) await tx.query(`LOCK TABLE ${tables.map((t) => `"${t}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
    const [{ total }]: { total: number }[] = await tx.query(
      `SELECT count(*)::int AS total FROM es_events WHERE event_type = ANY($1::text[])`,
      [eventTypes],
    );
    if (tables.length > 0) await tx.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
    let cursor = LOG_START;
    let processed = 0;
    onProgress({ processed, total });
    for (;;) {
      const events = await readAfterPosition(tx, upcasters, cursor, { limit: batchSize, eventTypes, includeInFlightWindow: true });
      if (events.length === 0) break;
      for (const projection of projections) {
        const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
        if (relevant.length > 0) await projection.apply(tx, relevant);
      }
      cursor = cursorOf(events[events.length - 1]);
      processed += events.length;
      onProgress({ processed, total });
    }
    return { processed, total };
  });
}
