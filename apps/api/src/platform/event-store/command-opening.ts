import { type BatchStatement, prepared } from '../database/batch-statement.js';
import { streamEventsStatement, streamLockStatement } from './append-to-stream.js';
import { GENESIS_HASH } from './event-hash.js';
import type { StreamRef } from './event.types.js';
import { type Idempotency, idempotencyLockStatement, idempotentResponseStatement } from './idempotency.js';
import type { InlineProjections } from './inline-projections.js';

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
 * one fixed order every writer uses (idempotency key, then streams sorted by id), then, under them,
 * the versions of those streams, the key's earlier answer, the streams it will load and anything else
 * it must read before deciding (the order's address). Each of those
 * would otherwise be a round trip of its own, and on this kind of machine a round trip costs more
 * than the statement it carries (bench/README.md, cart and orders).
 */
export function openingStatements(locks: CommandLocks, projections: InlineProjections): BatchStatement[] {
  const ids = sortedIds(locks);
  return [
    ...(locks.idempotency ? [idempotencyLockStatement(locks.idempotency)] : []),
    ...ids.map(streamLockStatement),
    prepared(`SELECT stream_id, stream_type, version::text AS version, head_hash FROM es_streams WHERE stream_id = ANY($1::text[])`, [ids]),
    ...(locks.idempotency ? [idempotentResponseStatement(locks.idempotency)] : []),
    ...(locks.loads ?? []).map((stream) => projections.stateRowOf(stream.streamType)?.readStatement(stream.streamId) ?? streamEventsStatement(stream.streamId)),
    ...(locks.reads ?? []),
  ];
}

/** The opening's rows (one array per statement, as openingStatements listed them), by meaning. */
export function readOpening(locks: CommandLocks, opened: unknown[][]): Opened {
  let next = (locks.idempotency ? 1 : 0) + sortedIds(locks).length;
  const versionRows = opened[next++] as { stream_id: string; stream_type: string; version: string; head_hash: Buffer | null }[];
  const idempotentRows = locks.idempotency ? opened[next++] : undefined;
  const loaded = new Map((locks.loads ?? []).map((stream) => [stream.streamId, opened[next++]]));
  return {
    versions: new Map(versionRows.map((row) => [row.stream_id, { streamType: row.stream_type, version: Number(row.version), headHash: row.head_hash ?? GENESIS_HASH }])),
    idempotentRows,
    loaded,
    reads: (locks.reads ?? []).map(() => opened[next++]),
  };
}

const sortedIds = (locks: CommandLocks) => [...new Set(locks.streamIds)].sort();
