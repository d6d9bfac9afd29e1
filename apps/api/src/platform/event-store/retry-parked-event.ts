import { collectAppended } from './appended-in-batch.js';
import { PROCESSOR_LOCK_KEY } from './consumer-checkpoint.js';
import { assertReadable, EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';
import type { RecordedEvent } from './event.types.js';
import { blamingEvents, HandlerFailure } from './handler-failure.js';
import { findParkedEvent, markResolved, markRetryFailed, type ParkedEvent } from './parked-events.js';
import type { Processor } from './processor.js';
import type { Upcasters } from './upcasters.js';
import type { Sql } from '../database/sql-transaction.js';

export interface RetryOutcome {
  /** As it stands after the retry: resolved, or parked with the new error. */
  parked: ParkedEvent;
  /** False when someone else's retry resolved it first: the processor did not run it again. */
  ran: boolean;
  /** Events the processor appended while handling it, committed: for the caller to announce. */
  appended: readonly RecordedEvent[];
}

/**
 * Runs a parked event through its processor once more, in one transaction with marking it resolved.
 * The processor's own lock is awaited first, so the retry never runs beside one of its batches; it
 * writes nothing before the handler does, as a batch does not (a reacting processor locks its streams
 * first). Two retries of one event run one after the other, and the second finds it resolved. A
 * failure the handler raises keeps the event parked with the new error and one more try; a
 * failure the database raises is thrown, with nothing changed.
 */
export async function retryParkedEvent(db: Sql, upcasters: Upcasters, processor: Processor, parked: ParkedEvent, retriedBy: string): Promise<RetryOutcome> {
  try {
    const appended = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${PROCESSOR_LOCK_KEY})`, [processor.id]);
      if ((await findParkedEvent(tx, parked.id))?.status !== 'parked') return null;
      const [row]: EventRow[] = await tx.query(`SELECT ${EVENT_COLUMNS} FROM es_events WHERE event_id = $1`, [parked.eventId]);
      const event = toRecordedEvent(row, upcasters);
      const appended = collectAppended(tx);
      // Still from a newer release: it stays parked with that said, until this instance is upgraded.
      await blamingEvents([event], async () => {
        assertReadable(event, upcasters);
        await processor.process(tx, [event]);
      });
      await markResolved(tx, parked.id, retriedBy);
      return appended;
    });
    return { parked: (await findParkedEvent(db, parked.id))!, ran: appended !== null, appended: appended ?? [] };
  } catch (error) {
    if (!(error instanceof HandlerFailure)) throw error;
    await markRetryFailed(db, parked.id, retriedBy, error.message);
    return { parked: (await findParkedEvent(db, parked.id))!, ran: true, appended: [] };
  }
}
