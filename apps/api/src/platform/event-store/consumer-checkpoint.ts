import type { DataSource } from 'typeorm';
import { inSqlTransaction, type SqlClient } from '../database/sql-transaction.js';
import { batchSizeOf, type Processor } from './processor.js';
import { cursorOf, type LogCursor, readAfterPosition } from './read-after-position.js';
import type { Upcasters } from './upcasters.js';

export type BatchResult = { status: 'processed'; count: number } | { status: 'idle' } | { status: 'busy' } | { status: 'paused' };

export async function ensureCheckpoint(db: DataSource, processorId: string): Promise<void> {
  await db.query(`INSERT INTO es_processors (processor_id) VALUES ($1) ON CONFLICT (processor_id) DO NOTHING`, [processorId]);
}

/**
 * Claims the processor with a transaction-scoped advisory lock (another instance holding it means
 * "busy", so scaling out never processes a batch twice), reads the next batch after its checkpoint,
 * lets the processor write, and moves the checkpoint, all in one transaction. The claim writes
 * nothing, so a processor that appends events (a reaction) still takes its stream locks before the
 * transaction's first write, as every writer to the log must.
 */
export async function processNextBatch(db: DataSource, upcasters: Upcasters, processor: Processor): Promise<BatchResult> {
  return inSqlTransaction(db, async (tx: SqlClient): Promise<BatchResult> => {
    const [{ claimed: owned }]: { claimed: boolean }[] = await tx.query(
      `SELECT pg_try_advisory_xact_lock(hashtextextended('processor:' || $1, 2)) AS claimed`,
      [processor.id],
    );
    if (!owned) return { status: 'busy' };
    const claimed: { last_tx: string; last_gp: string; status: string }[] = await tx.query(
      `SELECT last_tx::text AS last_tx, last_gp::text AS last_gp, status FROM es_processors WHERE processor_id = $1`,
      [processor.id],
    );
    if (claimed.length === 0) return { status: 'idle' };
    if (claimed[0].status === 'paused') return { status: 'paused' };
    const cursor: LogCursor = { transactionId: claimed[0].last_tx, globalPosition: claimed[0].last_gp };
    const events = await readAfterPosition(tx, upcasters, cursor, {
      limit: batchSizeOf(processor),
      eventTypes: processor.eventTypes,
    });
    if (events.length === 0) return { status: 'idle' };
    await processor.process(tx, events);
    const last = cursorOf(events[events.length - 1]);
    await tx.query(
      `UPDATE es_processors SET last_tx = $2::xid8, last_gp = $3, updated_at = clock_timestamp(), error = NULL WHERE processor_id = $1`,
      [processor.id, last.transactionId, last.globalPosition],
    );
    return { status: 'processed', count: events.length };
  });
}
