import type { SqlClient } from '../database/sql-transaction.js';
import type { RecordedEvent } from './event.types.js';

// Events appended inside a transaction that someone other than the EventStore commits (a processor's
// batch reacting with events of its own), kept per transaction so its owner can announce them after
// its COMMIT: to wake this process's readers and to count them (AppendNotifier).
const collected = new WeakMap<SqlClient, RecordedEvent[]>();

/** Starts collecting what sessions on `tx` append; the returned list fills as they do. */
export function collectAppended(tx: SqlClient): RecordedEvent[] {
  const appended: RecordedEvent[] = [];
  collected.set(tx, appended);
  return appended;
}

/** Called by a session for what it appended: kept when `tx` is a collecting transaction, else ignored. */
export function noteAppended(tx: SqlClient, events: readonly RecordedEvent[]): void {
  collected.get(tx)?.push(...events);
}
