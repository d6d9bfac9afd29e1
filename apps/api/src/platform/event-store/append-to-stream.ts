import { type PreparedStatement, prepared, queryPrepared } from '../database/batch-statement.js';
import type { SqlClient } from '../database/sql-transaction.js';
import { type CommitMark, commitMarkAt } from './commit-clock.js';
import { GENESIS_HASH } from './event-hash.js';
import { locksStatement, streamLock } from './lock-keys.js';
import { assertReadable, EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent, StreamRef } from './event.types.js';
import { eventsWrite } from './events-write.js';
import { StreamVersionConflictError } from './stream-version-conflict.error.js';
import type { Upcasters } from './upcasters.js';

/**
 * Takes the stream's lock for the rest of the transaction. It must be the transaction's first
 * statement that can write: a transaction that got its xid earlier could commit its events in an
 * order that inverts the stream's own (shared notes/event-store.md §0.2).
 */
export async function lockStream(tx: SqlClient, streamId: string): Promise<void> {
  await queryPrepared(tx, locksStatement([streamLock(streamId)]));
}

/**
 * Where a stream ends: its version (the number of events in it, 0 when it does not exist) and its last
 * event's hash, which the next event chains to (docs/decisions.md#tamper-evidence).
 */
export interface StreamHead {
  version: number;
  headHash: Buffer;
}

/** The stream's head, read in the statement that reads its version anyway (no extra round trip). */
export async function streamHead(tx: SqlClient, stream: StreamRef): Promise<StreamHead> {
  const rows: { version: string; stream_type: string; head_hash: Buffer | null }[] = await tx.query(
    `SELECT version::text AS version, stream_type, head_hash FROM es_streams WHERE stream_id = $1`,
    [stream.streamId],
  );
  if (rows.length === 0) return { version: 0, headHash: GENESIS_HASH };
  assertStreamType(stream, rows[0].stream_type);
  return { version: Number(rows[0].version), headHash: rows[0].head_hash ?? GENESIS_HASH };
}

/** The head hash of a locked stream whose version the caller knows without it (one primary-key lookup). */
export async function headHashOf(tx: SqlClient, streamId: string, version: number): Promise<Buffer> {
  if (version === 0) return GENESIS_HASH;
  const rows: { head_hash: Buffer | null }[] = await tx.query(`SELECT head_hash FROM es_streams WHERE stream_id = $1`, [streamId]);
  return rows[0]?.head_hash ?? GENESIS_HASH;
}

/** A stream id names one kind of stream: a cart id never reads or writes as an order. */
export function assertStreamType(stream: StreamRef, actual: string | undefined): void {
  if (actual !== undefined && actual !== stream.streamType) throw new Error(`stream ${stream.streamId} is a ${actual}, not a ${stream.streamType}`);
}

/**
 * Appends events to one stream inside the caller's transaction, after checking the version the caller
 * expects. Returns the events as recorded (with positions), ready for the inline projections.
 */
export async function appendToStream(
  tx: SqlClient,
  upcasters: Upcasters,
  stream: StreamRef,
  expected: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<RecordedEvent[]> {
  await lockStream(tx, stream.streamId);
  const head = await streamHead(tx, stream);
  checkExpectedVersion(stream.streamId, expected, head.version);
  return (await writeEvents(tx, upcasters, stream, head, events, metadata)).recorded;
}

/** Optimistic concurrency: refuses a writer whose idea of the stream's version is out of date. */
export function checkExpectedVersion(streamId: string, expected: ExpectedVersion, current: number): void {
  if ((expected === 'no_stream' && current !== 0) || (typeof expected === 'number' && expected !== current)) {
    throw new StreamVersionConflictError(streamId, expected, current);
  }
}

/**
 * Reads a stream with its version: the version is the last event's, so one statement serves where
 * `streamHead` and `readStream` would take two. Under the stream's lock, it stays that version.
 */
export async function readStreamWithVersion(tx: SqlClient, upcasters: Upcasters, stream: StreamRef): Promise<{ events: RecordedEvent[]; version: number }> {
  return foldableStream(stream, await queryPrepared(tx, streamEventsStatement(stream.streamId)), upcasters);
}

/** A whole stream's events in order, as a prepared statement (it can go with BEGIN: command-opening.ts). */
export function streamEventsStatement(streamId: string): PreparedStatement {
  return prepared(`SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY es_events.stream_version`, [streamId]);
}

/** The rows of streamEventsStatement as events, with the stream's version. */
export function foldableStream(stream: StreamRef, rows: readonly EventRow[], upcasters: Upcasters): { events: RecordedEvent[]; version: number } {
  const events = rows.map((row) => toRecordedEvent(row, upcasters));
  // A decision folded from a stream this code cannot fully read would be a guess: refuse (503).
  for (const event of events) assertReadable(event, upcasters);
  assertStreamType(stream, events[0]?.streamType);
  return { events, version: events.at(-1)?.streamVersion ?? 0 };
}

/**
 * Writes events after `head` of a stream whose lock the caller holds and whose head it has just read
 * under that lock (so no one else can have moved it): the second half of appendToStream. Returns the
 * events as recorded and the stream's new head hash. The stream row and the events go in one statement
 * (events-write.ts): one round trip fewer on every command, which is most of what a command costs here.
 */
export async function writeEvents(
  tx: SqlClient,
  upcasters: Upcasters,
  stream: StreamRef,
  head: StreamHead,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<{ recorded: RecordedEvent[]; headHash: Buffer }> {
  if (events.length === 0) return { recorded: [], headHash: head.headHash };
  const write = eventsWrite(upcasters, stream, head, events, metadata);
  return { recorded: write.recordedFrom(await tx.query(write.text, write.params)), headHash: write.headHash };
}

/**
 * Reads one stream in order, optionally only up to a version, or as a reader saw it at a moment: `at`
 * goes through the last commit mark at or before it (commit-clock.ts), `mark` through a mark the caller
 * chose once for several streams. Not recorded_at, which is taken before the transaction commits.
 */
export async function readStream(
  tx: SqlClient,
  upcasters: Upcasters,
  streamId: string,
  until: { version?: number; at?: Date; mark?: CommitMark | null } = {},
): Promise<RecordedEvent[]> {
  const mark = until.mark !== undefined ? until.mark : until.at ? await commitMarkAt(tx, until.at) : undefined;
  if (mark === null) return [];
  const rows: EventRow[] = await tx.query(
    `SELECT ${EVENT_COLUMNS} FROM es_events
      WHERE stream_id = $1 AND ($2::bigint IS NULL OR stream_version <= $2) AND ($3::pg_snapshot IS NULL OR pg_visible_in_snapshot(transaction_id, $3::pg_snapshot))
      ORDER BY es_events.stream_version`,
    [streamId, until.version ?? null, mark?.snapshot ?? null],
  );
  return rows.map((row) => toRecordedEvent(row, upcasters));
}
