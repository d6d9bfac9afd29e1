import type { SqlClient } from '../database/sql-transaction.js';
import type { LogCursor } from './read-after-position.js';

/** A processor's checkpoint row with what it says about its health, and its parked events. */
export interface ProcessorState {
  processorId: string;
  status: 'active' | 'rebuilding' | 'paused';
  cursor: LogCursor;
  heartbeatAt: Date | null;
  lastError: { message: string; at: Date | null } | null;
  /** The event it is failing on now, and how often it has failed so far. */
  failing: { eventId: string; attempts: number; since: Date | null } | null;
  parkedEvents: number;
}

export async function processorStates(db: SqlClient, processorIds: readonly string[]): Promise<Map<string, ProcessorState>> {
  const rows: {
    processor_id: string;
    status: ProcessorState['status'];
    last_tx: string;
    last_gp: string;
    heartbeat_at: Date | null;
    error: string | null;
    error_at: Date | null;
    failing_event_id: string | null;
    failing_attempts: number;
    failing_since: Date | null;
    parked: number;
  }[] = await db.query(
    `SELECT p.processor_id, p.status, p.last_tx::text AS last_tx, p.last_gp::text AS last_gp, p.heartbeat_at, p.error, p.error_at,
            p.failing_event_id, p.failing_attempts, p.failing_since,
            (SELECT count(*)::int FROM es_parked_events pe WHERE pe.processor_id = p.processor_id AND pe.status = 'parked') AS parked
       FROM es_processors p WHERE p.processor_id = ANY($1::text[])`,
    [processorIds],
  );
  return new Map(
    rows.map((row) => [
      row.processor_id,
      {
        processorId: row.processor_id,
        status: row.status,
        cursor: { transactionId: row.last_tx, globalPosition: row.last_gp },
        heartbeatAt: row.heartbeat_at,
        lastError: row.error === null ? null : { message: row.error, at: row.error_at },
        failing: row.failing_event_id === null ? null : { eventId: row.failing_event_id, attempts: row.failing_attempts, since: row.failing_since },
        parkedEvents: row.parked,
      },
    ]),
  );
}
