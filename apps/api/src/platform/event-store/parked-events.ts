import type { SqlClient } from '../database/sql-transaction.js';
import type { RecordedEvent } from './event.types.js';

/**
 * The dead-letter table's side of a processor (docs/decisions.md#parked-events): each failed try on an
 * event is counted on the processor's checkpoint row; after the processor's bound the event is parked
 * in es_parked_events and the checkpoint moves past it. An admin's retry runs it through the processor
 * again and, when it succeeds, marks it resolved: the row stays, with who retried it and when.
 */
export interface ParkedEvent {
  id: string;
  processorId: string;
  eventId: string;
  globalPosition: string;
  streamId: string;
  eventType: string;
  error: string;
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
  status: 'parked' | 'resolved';
  retriedBy: string | null;
  retriedAt: Date | null;
  resolvedAt: Date | null;
}

export const PARKED_STATUSES = ['parked', 'resolved'] as const;

const PARKED_COLUMNS = `id::text AS "id", processor_id AS "processorId", event_id AS "eventId", global_position::text AS "globalPosition",
  stream_id AS "streamId", event_type AS "eventType", error, attempts, first_failed_at AS "firstFailedAt",
  last_failed_at AS "lastFailedAt", status, retried_by AS "retriedBy", retried_at AS "retriedAt", resolved_at AS "resolvedAt"`;

/** Counts one more failed try on `event` (the first on it starts the count again) and keeps the error. */
export async function recordFailedAttempt(db: SqlClient, processorId: string, event: RecordedEvent, error: string): Promise<void> {
  // Every SET expression reads the row as it was, so the CASEs compare with the previous failing event.
  await db.query(
    `UPDATE es_processors SET
       failing_attempts = CASE WHEN failing_event_id = $2 THEN failing_attempts + 1 ELSE 1 END,
       failing_since = CASE WHEN failing_event_id = $2 THEN failing_since ELSE clock_timestamp() END,
       failing_event_id = $2, error = $3, error_at = clock_timestamp()
     WHERE processor_id = $1`,
    [processorId, event.eventId, error],
  );
}

/** Any failure, whoever's fault: the processor's last error and when, for health. */
export async function recordProcessorError(db: SqlClient, processorId: string, error: string): Promise<void> {
  await db.query(`UPDATE es_processors SET error = $2, error_at = clock_timestamp() WHERE processor_id = $1`, [processorId, error]);
}

/** Parks `event` with the count and error kept on the checkpoint row, or with `reason` when it was never tried; the caller moves the checkpoint past it. */
export async function parkEvent(tx: SqlClient, processorId: string, event: RecordedEvent, reason?: string): Promise<void> {
  // Parked again after a rebuild replayed it: the same row, parked once more.
  await tx.query(
    `INSERT INTO es_parked_events (processor_id, event_id, global_position, transaction_id, stream_id, event_type, error, attempts, first_failed_at, last_failed_at)
     SELECT processor_id, $2, $3, $4::xid8, $5, $6, coalesce($7::text, error, 'unknown error'),
            CASE WHEN $7::text IS NULL THEN greatest(failing_attempts, 1) ELSE 1 END,
            CASE WHEN $7::text IS NULL THEN coalesce(failing_since, clock_timestamp()) ELSE clock_timestamp() END,
            CASE WHEN $7::text IS NULL THEN coalesce(error_at, clock_timestamp()) ELSE clock_timestamp() END
       FROM es_processors WHERE processor_id = $1
     ON CONFLICT (processor_id, event_id) DO UPDATE SET
       status = 'parked', error = EXCLUDED.error, attempts = es_parked_events.attempts + EXCLUDED.attempts,
       last_failed_at = EXCLUDED.last_failed_at, resolved_at = NULL`,
    [processorId, event.eventId, event.globalPosition, event.transactionId, event.streamId, event.type, reason ?? null],
  );
}

export async function findParkedEvent(db: SqlClient, id: string): Promise<ParkedEvent | null> {
  const rows: ParkedEvent[] = await db.query(`SELECT ${PARKED_COLUMNS} FROM es_parked_events WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface ParkedEventFilter {
  /** Absent: both. */
  status?: ParkedEvent['status'];
  processorId?: string;
  page: number;
  limit: number;
}

/** Newest first, a page at a time. */
export async function listParkedEvents(db: SqlClient, filter: ParkedEventFilter): Promise<{ parked: ParkedEvent[]; total: number }> {
  const where = `($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR processor_id = $2)`;
  const params = [filter.status ?? null, filter.processorId ?? null];
  const [parked, [{ total }]]: [ParkedEvent[], { total: number }[]] = await Promise.all([
    db.query(`SELECT ${PARKED_COLUMNS} FROM es_parked_events WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`, [
      ...params,
      filter.limit,
      (filter.page - 1) * filter.limit,
    ]),
    db.query(`SELECT count(*)::int AS total FROM es_parked_events WHERE ${where}`, params),
  ]);
  return { parked, total };
}

/** After a retry the processor took: resolved, with who asked and when. */
export async function markResolved(tx: SqlClient, id: string, retriedBy: string): Promise<void> {
  await tx.query(
    `UPDATE es_parked_events SET status = 'resolved', resolved_at = clock_timestamp(), retried_by = $2, retried_at = clock_timestamp(), attempts = attempts + 1
      WHERE id = $1`,
    [id, retriedBy],
  );
}

/** After a retry that failed again: still parked, with one more try and the new error. */
export async function markRetryFailed(db: SqlClient, id: string, retriedBy: string, error: string): Promise<void> {
  await db.query(
    `UPDATE es_parked_events SET error = $3, attempts = attempts + 1, last_failed_at = clock_timestamp(), retried_by = $2, retried_at = clock_timestamp()
      WHERE id = $1`,
    [id, retriedBy, error],
  );
}
