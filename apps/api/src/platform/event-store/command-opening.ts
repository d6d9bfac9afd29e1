import { type BatchStatement, type PreparedStatement, prepared } from '../database/batch-statement.js';
import { streamEventsStatement } from './append-to-stream.js';
import { GENESIS_HASH } from './event-hash.js';
import type { StreamRef } from './event.types.js';
import { type Idempotency, idempotencyLock, idempotentResponseStatement } from './idempotency.js';
import type { InlineProjections } from './inline-projections.js';
import { locksStatement, streamLock } from './lock-keys.js';

/** What a command locks before anything else, and what it reads under those locks. */
export interface CommandLocks {
  streamIds: readonly string[];
  idempotency?: Idempotency;
  /** Streams the command will load (locked among streamIds): read with the locks, in the same round trip. */
  loads?: readonly StreamRef[];
  /** Other reads the command needs first, as statements without parameters (values escaped) or prepared; their rows come back in order. */
  reads?: readonly BatchStatement[];
}

export interface Opened {
  /** Locked streams that exist, with the hash their next event chains to; one that is missing has version 0. */
  versions: ReadonlyMap<string, { streamType: string; version: number; headHash: Buffer }>;
  idempotentRows?: unknown[];
  /** For each stream in `loads`: its state row's rows, or its events. */
  loaded: ReadonlyMap<string, unknown[]>;
  /** The rows of each of `reads`, in order. */
  reads: readonly unknown[][];
}

/**
 * What a command sends with BEGIN, in one round trip (TransactionOptions.opening): its locks in the
 * one fixed order every writer uses (idempotency key, then streams sorted by id), all in one statement
 * (lock-keys.ts); then, under them, the versions of those streams, the key's earlier answer, the
 * streams it will load and anything else it must read before deciding (the order's address). Each of
 * those would otherwise be a round trip of its own, and on this kind of machine a round trip costs more
 * than the statement it carries (bench/README.md, cart and orders).
 */
export function openingStatements(locks: CommandLocks, projections: InlineProjections): BatchStatement[] {
  const ids = sortedIds(locks);
  const unversioned = idsWithoutStateRow(locks, projections);
  return [
    ...(takesLocks(locks) ? [locksStatement([...(locks.idempotency ? [idempotencyLock(locks.idempotency)] : []), ...ids.map(streamLock)])] : []),
    ...(unversioned.length > 0 ? [streamVersionsStatement(unversioned)] : []),
    ...(locks.idempotency ? [idempotentResponseStatement(locks.idempotency)] : []),
    ...(locks.loads ?? []).map((stream) => projections.stateRowOf(stream.streamType)?.readStatement(stream.streamId) ?? streamEventsStatement(stream.streamId)),
    ...(locks.reads ?? []),
  ];
}

/** The opening's rows (one array per statement, as openingStatements listed them), by meaning. */
export function readOpening(locks: CommandLocks, opened: unknown[][], projections: InlineProjections): Opened {
  let next = takesLocks(locks) ? 1 : 0;
  const versionRows = (idsWithoutStateRow(locks, projections).length > 0 ? opened[next++] : []) as { stream_id: string; stream_type: string; version: string; head_hash: Buffer | null }[];
  const idempotentRows = locks.idempotency ? opened[next++] : undefined;
  const loaded = new Map((locks.loads ?? []).map((stream) => [stream.streamId, opened[next++]]));
  const versions = new Map(versionRows.map((row) => [row.stream_id, { streamType: row.stream_type, version: Number(row.version), headHash: row.head_hash ?? GENESIS_HASH }]));
  // A stream loaded through its state row: that row's statement read the stream's own row with it.
  for (const stream of withStateRow(locks, projections)) {
    const row = projections.stateRowOf(stream.streamType)!.fromRows(loaded.get(stream.streamId) ?? []);
    if (row) versions.set(stream.streamId, { streamType: row.streamType, version: row.version, headHash: row.headHash ?? GENESIS_HASH });
  }
  return { versions, idempotentRows, loaded, reads: (locks.reads ?? []).map(() => opened[next++]) };
}

const sortedIds = (locks: CommandLocks) => [...new Set(locks.streamIds)].sort();

/** Whether the opening starts with its locks' statement (all of them in one: lock-keys.ts). */
const takesLocks = (locks: CommandLocks) => locks.idempotency !== undefined || locks.streamIds.length > 0;

/** Locked streams loaded through a state row, whose statement reads the stream's version, type and head hash (StreamStateRow.readStatement). */
const withStateRow = (locks: CommandLocks, projections: InlineProjections) =>
  (locks.loads ?? []).filter((stream) => locks.streamIds.includes(stream.streamId) && projections.stateRowOf(stream.streamType) !== undefined);

/**
 * The locked streams whose versions the opening reads from es_streams: not those a state row reads
 * (a cart add sent the stream's row twice, once for its version and once with the cart's row).
 */
function idsWithoutStateRow(locks: CommandLocks, projections: InlineProjections): string[] {
  const versionedByRow = new Set(withStateRow(locks, projections).map((stream) => stream.streamId));
  return sortedIds(locks).filter((id) => !versionedByRow.has(id));
}

/**
 * The streams' rows, a parameter per id (`IN ($1, $2)`), so each count of ids is one statement that
 * PostgreSQL plans once per connection. As `= ANY($1::text[])` it was planned for every command: a
 * generic plan for an array of unknown length costs more than a one-id plan, so PostgreSQL kept making
 * custom ones (pg_prepared_statements after 1,000 orders: 932 custom plans, 0 generic; bench/README.md).
 */
function streamVersionsStatement(ids: readonly string[]): PreparedStatement {
  return prepared(`SELECT stream_id, stream_type, version::text AS version, head_hash FROM es_streams WHERE stream_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`, ids);
}
