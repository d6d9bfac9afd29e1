import type { DataSource } from 'typeorm';
import { inSqlTransaction, type SqlClient } from '../database/sql-transaction.js';
import type { Processor } from './processor.js';
import { cursorOf, type LogCursor, readAfterPosition } from './read-after-position.js';
import type { Upcasters } from './upcasters.js';

export type BatchResult = { status: 'processed'; count: number } | { status: 'idle' } | { status: 'busy' } | { status: 'paused' };

export async function ensureCheckpoint(db: DataSource, processorId: string): Promise<void> {
  await db.query(`INSERT INTO es_processors (processor_id) VALUES ($1) ON CONFLICT (processor_id) DO NOTHING`, [processorId]);
}

/**
 * Claims the processor's checkpoint row (SKIP LOCKED: another instance holding it means "busy", so
 * scaling out never processes a batch twice), reads the next batch after it, lets the processor write
 * its read model, and moves the checkpoint, all in one transaction.
 */
export async function processNextBatch(db: DataSource, upcasters: Upcasters, processor: Processor): Promise<BatchResult> {
  return inSqlTransaction(db, async (tx: SqlClient): Promise<BatchResult> => {
    const claimed: { last_tx: string; last_gp: string; status: string }[] = await tx.query(
      `SELECT last_tx::text AS last_tx, last_gp::text AS last_gp, status FROM es_processors
        WHERE processor_id = $1 FOR UPDATE SKIP LOCKED`,
      [processor.id],
    );
    if (claimed.length === 0) return { status: 'busy' };
    if (claimed[0].status === 'paused') return { status: 'paused' };
    const cursor: LogCursor = { transactionId: claimed[0].last_tx, globalPosition: claimed[0].last_gp };
    const events = await readAfterPosition(tx, upcasters, cursor, {
      limit: processor.batchSize ?? 500,
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
