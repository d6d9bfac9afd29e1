import { createHash } from 'node:crypto';
import { eventHash, GENESIS_HASH } from '../../platform/event-store/event-hash.js';
import type { Sql } from '../../platform/database/sql-transaction.js';

/**
 * Recomputes every stream's hash chain (docs/decisions.md#tamper-evidence), reading the log in batches
 * in stream order, and the digest of all stream heads an auditor keeps outside the database. Reads
 * only; each batch is its own short statement, so a live shop's processors are never held back by it.
 *
 * It checks the events committed before it started: those visible in the snapshot it takes first
 * (`pg_current_snapshot()`), a set no later transaction can join. An anchor is "snapshot/digest", so a
 * digest noted today can be recomputed tomorrow over exactly the events it covered, while the shop went
 * on appending. (Not the snapshot's xmin alone: that is cluster-wide, and one long transaction anywhere
 * on the server would leave every later event unchecked.)
 */

export type ChainProblem = 'missing version' | 'unhashed' | 'broken link' | 'hash mismatch' | 'stream head';

export interface ChainFailure {
  streamId: string;
  version: number;
  eventId: string | null;
  problem: ChainProblem;
  detail: string;
}

export interface ChainReport {
  streams: number;
  events: number;
  /** The first failure of each stream that fails (what follows it in that stream would only repeat it). */
  failures: ChainFailure[];
  /** "snapshot/sha256" of the stream heads visible in the snapshot verify took (xmin:xmax:xip,…). */
  anchor: string;
  /** Given --expect: the digest recomputed for that anchor's snapshot, and whether it matches. */
  expected?: { anchor: string; actual: string; matches: boolean };
}

interface ChainRow {
  stream_id: string;
  stream_version: string;
  transaction_id: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  prev_hash: Buffer | null;
  hash: Buffer | null;
}

interface Head {
  streamId: string;
  version: number;
  hash: Buffer;
}

const BATCH = 5_000;

export const ANCHOR_PATTERN = /^((\d+):(\d+):((?:\d+,)*\d+)?)\/([0-9a-f]{64})$/;

/** Which transactions a pg_snapshot saw, as PostgreSQL's pg_visible_in_snapshot decides it. */
function seenBy(snapshot: string): (xid: bigint) => boolean {
  const [, , xmin, xmax, xip] = ANCHOR_PATTERN.exec(`${snapshot}/${'0'.repeat(64)}`)!;
  const running = new Set((xip ?? '').split(',').filter(Boolean).map(BigInt));
  return (xid) => xid < BigInt(xmin) || (xid < BigInt(xmax) && !running.has(xid));
}

export async function verifyChains(db: Sql, options: { expect?: string; progress?: (done: number, total: number) => void } = {}): Promise<ChainReport> {
  const [{ snapshot }]: { snapshot: string }[] = await db.query(`SELECT pg_current_snapshot()::text AS snapshot`);
  const expectedSnapshot = options.expect ? ANCHOR_PATTERN.exec(options.expect)![1] : null;
  if (expectedSnapshot !== null && BigInt(expectedSnapshot.split(':')[1]) > BigInt(snapshot.split(':')[1])) {
    throw new Error(`--expect names snapshot ${expectedSnapshot}, later than this database's ${snapshot}: is it from another database?`);
  }
  const anchored = expectedSnapshot === null ? null : seenBy(expectedSnapshot);
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM es_events WHERE pg_visible_in_snapshot(transaction_id, $1::pg_snapshot)`, [snapshot]);

  const failures: ChainFailure[] = [];
  const heads: Head[] = [];
  const anchoredHeads: Head[] = [];
  let walk = null as StreamWalk | null;
  let done = 0;
  let after: [string, string] = ['', '0'];
  options.progress?.(0, total);
  for (;;) {
    const rows: ChainRow[] = await db.query(
      `SELECT stream_id, stream_version::text AS stream_version, transaction_id::text AS transaction_id, event_id, event_type, schema_version, data, metadata, prev_hash, hash
         FROM es_events
        WHERE pg_visible_in_snapshot(transaction_id, $1::pg_snapshot) AND (stream_id, stream_version) > ($2, $3::bigint)
        ORDER BY stream_id, stream_version LIMIT ${BATCH}`,
      [snapshot, ...after],
    );
    for (const row of rows) {
      if (walk?.streamId !== row.stream_id) {
        walk?.finish(heads, anchoredHeads);
        walk = new StreamWalk(row.stream_id, anchored);
      }
      const failure = walk.check(row);
      if (failure) failures.push(failure);
    }
    done += rows.length;
    options.progress?.(Math.min(done, total), total);
    if (rows.length < BATCH) break;
    after = [rows.at(-1)!.stream_id, rows.at(-1)!.stream_version];
  }
  walk?.finish(heads, anchoredHeads);
  failures.push(...(await staleStreamRows(db, new Set(failures.map((f) => f.streamId)))));

  const report: ChainReport = { streams: heads.length, events: done, failures, anchor: `${snapshot}/${headsDigest(heads)}` };
  if (options.expect && expectedSnapshot !== null) {
    const actual = `${expectedSnapshot}/${headsDigest(anchoredHeads)}`;
    report.expected = { anchor: options.expect, actual, matches: actual === options.expect };
  }
  return report;
}

/** One stream's chain, event by event; it reports the stream's first failure only. */
class StreamWalk {
  private nextVersion = 1;
  private prevHash: Buffer = GENESIS_HASH;
  private failed = false;
  private anchoredHead: Head | null = null;

  constructor(
    readonly streamId: string,
    /** Whether the anchor being checked saw a transaction (--expect), else null. */
    private readonly anchored: ((xid: bigint) => boolean) | null,
  ) {}

  check(row: ChainRow): ChainFailure | null {
    const version = Number(row.stream_version);
    const failure = this.failed ? null : this.problemOf(row, version);
    if (failure) this.failed = true;
    this.nextVersion = version + 1;
    this.prevHash = row.hash ?? GENESIS_HASH;
    if (this.anchored?.(BigInt(row.transaction_id))) this.anchoredHead = { streamId: this.streamId, version, hash: this.prevHash };
    return failure;
  }

  finish(heads: Head[], anchoredHeads: Head[]): void {
    heads.push({ streamId: this.streamId, version: this.nextVersion - 1, hash: this.prevHash });
    if (this.anchoredHead) anchoredHeads.push(this.anchoredHead);
  }

  private problemOf(row: ChainRow, version: number): ChainFailure | null {
    const at = (problem: ChainProblem, detail: string): ChainFailure => ({ streamId: this.streamId, version, eventId: row.event_id, problem, detail });
    if (version !== this.nextVersion) {
      const missing = version - 1 === this.nextVersion ? `version ${this.nextVersion} is` : `versions ${this.nextVersion}-${version - 1} are`;
      return at('missing version', `${missing} missing before it (deleted from the log)`);
    }
    if (!row.hash || !row.prev_hash) return at('unhashed', 'it has no hash: it was not written by the shop\'s append');
    if (!row.prev_hash.equals(this.prevHash)) {
      return at('broken link', `its prev_hash ${hex(row.prev_hash)} is not the hash of ${version === 1 ? 'the stream start' : `version ${version - 1}`} (${hex(this.prevHash)}): that event was rewritten, or this link was`);
    }
    const recomputed = eventHash(row.prev_hash, {
      streamId: row.stream_id,
      streamVersion: version,
      eventId: row.event_id,
      type: row.event_type,
      schemaVersion: row.schema_version,
      data: row.data,
      metadata: row.metadata,
    });
    if (!recomputed.equals(row.hash)) return at('hash mismatch', `stored ${hex(row.hash)}, recomputed ${hex(recomputed)}: its id, type, schema version, data or metadata changed after it was written`);
    return null;
  }
}

/**
 * Streams whose row disagrees with their last event: a removed last event (no chain link is left to
 * break), or a head the append did not write. One statement, so it sees each append whole.
 */
async function staleStreamRows(db: Sql, alreadyFailed: ReadonlySet<string>): Promise<ChainFailure[]> {
  const rows: { stream_id: string; version: string; event_id: string | null }[] = await db.query(
    `SELECT s.stream_id, s.version::text AS version, e.event_id
       FROM es_streams s LEFT JOIN es_events e ON e.stream_id = s.stream_id AND e.stream_version = s.version
      WHERE e.event_id IS NULL OR e.hash IS DISTINCT FROM s.head_hash
      ORDER BY s.stream_id LIMIT 1000`,
  );
  return rows
    .filter((row) => !alreadyFailed.has(row.stream_id))
    .map((row) => ({
      streamId: row.stream_id,
      version: Number(row.version),
      eventId: row.event_id,
      ...(row.event_id
        ? { problem: 'stream head' as const, detail: "the stream's recorded head hash is not its last event's hash" }
        : { problem: 'missing version' as const, detail: `the stream says it has ${row.version} events, but version ${row.version} is missing (its last event was deleted)` }),
    }));
}

/** SHA-256 over the heads in byte order of their stream ids: length-prefixed id, version (decimal), hash. */
function headsDigest(heads: readonly Head[]): string {
  const digest = createHash('sha256');
  const sorted = heads.map((head) => ({ ...head, id: Buffer.from(head.streamId, 'utf8') })).sort((a, b) => Buffer.compare(a.id, b.id));
  for (const head of sorted) {
    for (const part of [head.id, Buffer.from(String(head.version), 'utf8')]) {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(part.length);
      digest.update(length).update(part);
    }
    digest.update(head.hash);
  }
  return digest.digest('hex');
}

const hex = (hash: Buffer) => hash.toString('hex');
