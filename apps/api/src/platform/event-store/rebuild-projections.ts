import type { DataSource } from 'typeorm';
import { inSqlTransaction, type SqlClient } from '../database/sql-transaction.js';
import type { InlineProjection } from './inline-projections.js';
import { assertReadable } from './event-row.js';
import { cursorOf, LOG_START, readAfterPosition } from './read-after-position.js';
import type { Upcasters } from './upcasters.js';

export interface RebuildProgress {
  processed: number;
  total: number;
}

export interface RebuildReport extends RebuildProgress {
  /** Per table: did the rebuilt rows equal the rows before the rebuild? */
  tables: { table: string; rows: number; identical: boolean }[];
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
  // Large batches: the replay runs in one transaction, where every update of a row leaves a version
  // that cannot be pruned until commit, so fewer, fuller batches touch each row fewer times.
  batchSize = 20_000,
): Promise<RebuildReport> {
  const eventTypes = [...new Set(projections.flatMap((p) => p.eventTypes))];
  const tables = [...new Set(projections.flatMap((p) => p.tables))];
  return inSqlTransaction(
    db,
    async (tx: SqlClient): Promise<RebuildReport> => {
      if (tables.length > 0) await tx.query(`LOCK TABLE ${tables.map((t) => `"${t}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
      const [{ total }]: { total: number }[] = await tx.query(
        `SELECT count(*)::int AS total FROM es_events WHERE event_type = ANY($1::text[])`,
        [upcasters.storedNames(eventTypes)],
      );
      const before = await checksums(tx, tables);
      if (tables.length > 0) await tx.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
      let cursor = LOG_START;
      let processed = 0;
      onProgress({ processed, total });
      for (;;) {
        const events = await readAfterPosition(tx, upcasters, cursor, { limit: batchSize, eventTypes, includeInFlightWindow: true });
        if (events.length === 0) break;
        // Read models rebuilt by a reader that cannot read every event would be wrong: stop, say why.
        for (const event of events) assertReadable(event, upcasters);
        for (const projection of projections) {
          const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
          if (relevant.length > 0) await projection.apply(tx, relevant);
        }
        cursor = cursorOf(events[events.length - 1]);
        processed += events.length;
        onProgress({ processed, total });
      }
      const after = await checksums(tx, tables);
      return {
        processed,
        total,
        tables: tables.map((table) => ({ table, rows: after[table].rows, identical: after[table].digest === before[table].digest })),
      };
    },
    { isolation: 'REPEATABLE READ' },
  );
}

/** An order-independent fingerprint of each table's rows, to tell whether a rebuild changed anything. */
async function checksums(tx: SqlClient, tables: readonly string[]): Promise<Record<string, { rows: number; digest: string }>> {
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const table of tables) {
    const [row]: { rows: number; digest: string | null }[] = await tx.query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`,
    );
    result[table] = { rows: row.rows, digest: row.digest ?? '' };
  }
  return result;
}
