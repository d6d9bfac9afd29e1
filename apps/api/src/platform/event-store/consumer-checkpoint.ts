import { type PreparedStatement, prepared } from '../database/batch-statement.js';
import type { Sql, SqlClient } from '../database/sql-transaction.js';
import { collectAppended } from './appended-in-batch.js';
import { writesBehind } from './deferred-writes.js';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';
import type { RecordedEvent } from './event.types.js';
import { blamingEvents, HandlerFailure } from './handler-failure.js';
import { parkEvent, recordFailedAttempt } from './parked-events.js';
import { batchSizeOf, maxAttemptsOf, type Processor } from './processor.js';
import { cursorOf, READ_BOUND } from './read-after-position.js';
import type { Upcasters } from './upcasters.js';

export type BatchResult =
  /** `appended`: events the processor itself appended, now committed, for the caller to announce. */
  | { status: 'processed'; count: number; appended: readonly RecordedEvent[] }
  /** The event failed the processor's bound of tries: parked, and the checkpoint moved past it. */
  | { status: 'parked'; event: RecordedEvent }
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'paused' };

export interface BatchOptions {
  /** Stamp the checkpoint row's heartbeat even if nothing is processed (the host does so about once a second). */
  heartbeat?: boolean;
}

/** Thrown when the processor's handler failed on an event; the try is already counted and the error kept. */
export class ProcessorHandlerError extends Error {
  override name = 'ProcessorHandlerError';

  constructor(
    readonly processorId: string,
    readonly event: RecordedEvent,
    override readonly cause: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** The advisory lock that makes one runner at a time own a processor; `$1` is the processor's id. */
export const PROCESSOR_LOCK_KEY = `hashtextextended('processor:' || $1, 2)`;

export async function ensureCheckpoint(db: Sql, processorId: string): Promise<void> {
  await db.query(`INSERT INTO es_processors (processor_id) VALUES ($1) ON CONFLICT (processor_id) DO NOTHING`, [processorId]);
}

/**
 * The next batch after the processor's checkpoint (see `runBatch`). When the handler fails on a batch
 * of several events, they are run again one per transaction until the one that fails is found; a
 * failure on one event is counted against it (ProcessorHandlerError), and once it has failed
 * `maxAttempts` times the next call parks it and moves on.
 */
export async function processNextBatch(db: Sql, upcasters: Upcasters, processor: Processor, options: BatchOptions = {}): Promise<BatchResult> {
  try {
    return await runBatch(db, upcasters, processor, options);
  } catch (error) {
    if (!(error instanceof HandlerFailure)) throw error;
    if (error.events.length > 1) return oneAtATime(db, upcasters, processor, error.events.length);
    throw await countedFailure(db, processor, error);
  }
}

/** Up to `count` events, each in a transaction of its own, stopping at the first that fails. */
async function oneAtATime(db: Sql, upcasters: Upcasters, processor: Processor, count: number): Promise<BatchResult> {
  const appended: RecordedEvent[] = [];
  let processed = 0;
  for (let i = 0; i < count; i++) {
    let result: BatchResult;
    try {
      result = await runBatch(db, upcasters, processor, { limit: 1 });
    } catch (error) {
      if (!(error instanceof HandlerFailure)) throw error;
      throw await countedFailure(db, processor, error);
    }
    if (result.status !== 'processed') break;
    processed += result.count;
    appended.push(...result.appended);
  }
  return { status: 'processed', count: processed, appended };
}

async function countedFailure(db: Sql, processor: Processor, failure: HandlerFailure): Promise<ProcessorHandlerError> {
  const [event] = failure.events;
  await recordFailedAttempt(db, processor.id, event, failure.message);
  return new ProcessorHandlerError(processor.id, event, failure.cause, `${processor.id} failed on event ${event.eventId} (${event.type}): ${failure.message}`);
}

/**
 * Claims the processor with a transaction-scoped advisory lock (another instance holding it means
 * "busy", so scaling out never processes a batch twice), reads the next batch after its checkpoint,
 * lets the processor write, and moves the checkpoint, all in one transaction. The claim writes
 * nothing, so a processor that appends events (a reaction) still takes its stream locks before the
 * transaction's first write, as every writer to the log must. While an event is failing, batches
 * hold that one event only. The claim, the checkpoint, the bound of what may be read and the batch go with BEGIN.
 */
async function runBatch(db: Sql, upcasters: Upcasters, processor: Processor, options: BatchOptions & { limit?: number }): Promise<BatchResult> {
  return db.transaction(
    async (tx: SqlClient, opened): Promise<BatchResult> => {
      const [[{ claimed: owned }], claimed, batchRows] = opened as [{ claimed: boolean }[], CheckpointRow[], unknown[]];
      if (!owned) return { status: 'busy' };
      if (claimed.length === 0) return { status: 'idle' };
      const checkpoint = claimed[0];
      if (checkpoint.status === 'paused') {
        if (options.heartbeat) await stampHeartbeat(tx, processor.id);
        return { status: 'paused' };
      }
      const events = (batchRows as EventRow[]).map((row) => toRecordedEvent(row, upcasters));
      if (events.length === 0) {
        if (!(await skipPastOthers(tx, processor.id, checkpoint.bound)) && options.heartbeat) await stampHeartbeat(tx, processor.id);
        return { status: 'idle' };
      }
      if (checkpoint.failing_event_id === events[0].eventId && checkpoint.failing_attempts >= maxAttemptsOf(processor)) {
        await parkEvent(tx, processor.id, events[0]);
        await moveCheckpoint(tx, processor.id, events[0]);
        return { status: 'parked', event: events[0] };
      }
      // An event a newer release wrote is parked at once, unread: trying again cannot help until this
      // instance is upgraded, and then an admin's retry runs it (docs/decisions.md#event-versions).
      const unreadable = events.findIndex((event) => event.newerThanReader);
      if (unreadable === 0) {
        await parkEvent(tx, processor.id, events[0], newerVersionMessage(events[0], upcasters));
        await moveCheckpoint(tx, processor.id, events[0]);
        return { status: 'parked', event: events[0] };
      }
      const batch = unreadable > 0 ? events.slice(0, unreadable) : events;
      const appended = collectAppended(tx);
      // The handler's read models' writes left behind are sent within its blame: a poison event is counted and parked.
      await blamingEvents(batch, async () => {
        await processor.process(tx, batch);
        await tx.flush?.();
      });
      await moveCheckpoint(tx, processor.id, batch[batch.length - 1]);
      return { status: 'processed', count: batch.length, appended };
    },
    {
      opening: [
        prepared(`SELECT pg_try_advisory_xact_lock(${PROCESSOR_LOCK_KEY}) AS claimed`, [processor.id]),
        // After the claim in the same round trip: a statement takes its snapshot when it starts, so this
        // reads the checkpoint as the last holder of the lock committed it.
        prepared(
          `SELECT last_tx::text AS last_tx, last_gp::text AS last_gp, status, failing_event_id, failing_attempts, ${READ_BOUND} AS bound
             FROM es_processors WHERE processor_id = $1`,
          [processor.id],
        ),
        nextBatchStatement(processor, upcasters, options.limit),
      ],
    },
  );
}

/**
 * The batch after the checkpoint, read in the opening's round trip after the claim and the checkpoint
 * (readAfterPosition's query, the cursor and the size taken from the checkpoint's row in the statement
 * itself): one round trip fewer a batch and a poll (docs/decisions.md#writes-behind). A failing processor
 * reads its one event; whether it is paused is the checkpoint read's to say (a pause committed between the
 * two statements is as one that came after the batch). PostgreSQL runs the cursor's subquery once, before
 * the scan, and the row comparison stays an index condition on es_events_commit_order (opening-plans.spec
 * checks the plan: a poll that read the log from its start would not show in any other test). The
 * statement takes its own commit-safe bound, at or past the checkpoint read's (a later snapshot), and
 * every event below it is one it sees: what `skipPastOthers` skips below the earlier one was read.
 */
export function nextBatchStatement(processor: Processor, upcasters: Upcasters, limit?: number): PreparedStatement {
  return prepared(
    `SELECT ${EVENT_COLUMNS} FROM es_events
      WHERE (transaction_id, global_position) > (SELECT last_tx, last_gp FROM es_processors WHERE processor_id = $1)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        AND ($2::text[] IS NULL OR event_type = ANY($2::text[]))
      ORDER BY es_events.transaction_id, es_events.global_position
      LIMIT (SELECT CASE WHEN failing_event_id IS NULL THEN $3::int ELSE 1 END FROM es_processors WHERE processor_id = $1)`,
    [processor.id, processor.eventTypes ? upcasters.storedNames(processor.eventTypes) : null, limit ?? batchSizeOf(processor)],
  );
}

interface CheckpointRow {
  last_tx: string;
  last_gp: string;
  status: string;
  failing_event_id: string | null;
  failing_attempts: number;
  /** Every transaction below it had ended when the batch began (READ_BOUND). */
  bound: string;
}

/**
 * A processor that found none of its types below `bound` has nothing to do there either: its checkpoint
 * moves to the last event below it. Without this it stayed on its last event of its own, and every poll
 * (and health's lag count) walked again every later event of other types: in a shop where cart changes
 * are most of the log, a scan that grew until the next order came, five times a second per processor.
 * True when it moved (the heartbeat is stamped with it).
 */
async function skipPastOthers(tx: SqlClient, processorId: string, bound: string): Promise<boolean> {
  const moved: unknown[] = await tx.query(
    `UPDATE es_processors p
        SET last_tx = tail.transaction_id, last_gp = tail.global_position, updated_at = clock_timestamp(), heartbeat_at = clock_timestamp()
       FROM (SELECT transaction_id, global_position FROM es_events WHERE transaction_id < $2::xid8
              ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS tail
      WHERE p.processor_id = $1 AND (tail.transaction_id, tail.global_position) > (p.last_tx, p.last_gp)
      RETURNING 1`,
    [processorId, bound],
  );
  return moved.length > 0;
}

// The heartbeat and the checkpoint are read back by no one in the batch: they go with its COMMIT (docs/decisions.md#writes-behind).
async function stampHeartbeat(tx: SqlClient, processorId: string): Promise<void> {
  await writesBehind(tx).query(`UPDATE es_processors SET heartbeat_at = clock_timestamp() WHERE processor_id = $1`, [processorId]);
}

/** Past `last`, which also ends any failing streak and stamps the heartbeat. */
async function moveCheckpoint(tx: SqlClient, processorId: string, last: RecordedEvent): Promise<void> {
  const cursor = cursorOf(last);
  await writesBehind(tx).query(
    `UPDATE es_processors SET last_tx = $2::xid8, last_gp = $3, updated_at = clock_timestamp(), heartbeat_at = clock_timestamp(),
            failing_event_id = NULL, failing_attempts = 0, failing_since = NULL
      WHERE processor_id = $1`,
    [processorId, cursor.transactionId, cursor.globalPosition],
  );
}

function newerVersionMessage(event: RecordedEvent, upcasters: Upcasters): string {
  return `${event.type} v${event.schemaVersion} was written by a newer version of Jhatpat than this one (it reads up to v${upcasters.currentVersion(event.type)}): parked unread until this instance is upgraded`;
}
