import { type BatchStatement, prepared, queryPrepared } from '../database/batch-statement.js';
import type { SqlClient } from '../database/sql-transaction.js';
import { noteAppended } from './appended-in-batch.js';
import { appendToStream, assertStreamType, checkExpectedVersion, foldableStream, headHashOf, readStreamWithVersion, type StreamHead, streamHead, writeEvents } from './append-to-stream.js';
import type { CommandLocks, Opened } from './command-opening.js';
import { deferredTo, writesBehind } from './deferred-writes.js';
import type { EventRow } from './event-row.js';
import { type AssignedColumns, eventsWrite } from './events-write.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent, StreamRef } from './event.types.js';
import { findIdempotentResponse, type Idempotency, idempotentResponseOf, rememberStatement } from './idempotency.js';
import type { InlineProjections } from './inline-projections.js';
import { locksStatement, streamLock } from './lock-keys.js';
import { foldStream, type StreamModel } from './stream-model.js';
import type { Upcasters } from './upcasters.js';

interface KnownStream {
  version: number;
  /** The hash the stream's next event chains to, when the session read it (with its locks, or after appending). */
  headHash?: Buffer;
  /** Absent for a stream that does not exist yet. */
  streamType?: string;
  /** The state at `version` and the model that folds it, when the stream was loaded in this session. */
  folded?: { state: unknown; model: StreamModel<unknown> };
}

/**
 * One transaction over the log for a command: one stream, or several at once (placing an order
 * empties the cart). Every lock is taken up front, before the first write, in one fixed order
 * (idempotency key, then streams sorted by id), so the commit-safe order still follows each stream's
 * own order and two such commands cannot deadlock. What the session knows of a locked stream it
 * keeps, since no one else can move that stream: the version check and the read model's row then
 * cost no further reads.
 */
export class EventSession {
  readonly recorded: RecordedEvent[] = [];
  /** Statements for the transaction's owner to send with the COMMIT (TransactionOptions.closing). */
  readonly closing: BatchStatement[] = [];
  private writing = false;
  private readonly locked = new Set<string>();
  private readonly known = new Map<string, KnownStream>();
  private readonly opened?: Opened;
  /** State rows read with a later lock (`lock`'s loads), each used by the stream's next load only. */
  private readonly readWithLock = new Map<string, unknown[]>();
  /** For each write sent with the COMMIT: where its statements' rows are among `closing`'s, and what takes them. */
  private readonly assignAtCommit: { index: number; count: number; assign: (rows: readonly unknown[][]) => void }[] = [];

  constructor(
    /** The transaction itself, for a command's own reads and writes beside the log (a dedupe table, say). */
    readonly tx: SqlClient,
    private readonly upcasters: Upcasters,
    private readonly projections: InlineProjections,
    /** Locks the transaction already took with its BEGIN, and what it read under them. */
    held?: { locks: CommandLocks; opened: Opened },
    /** Whether the transaction's owner sends `closing` with its COMMIT (EventStore does; a processor's batch does not). */
    private readonly ownerSendsClosing = false,
    /**
     * Whether the owner's caller takes appended events without what the database assigns them until the
     * COMMIT (EventStore.handle when asked): then an event whose read models read nothing before the
     * COMMIT (its stream's state row, projections that only write for it) goes with the COMMIT too, with
     * their writes, and `closed` fills in its position and time (docs/decisions.md#event-with-commit).
     */
    private readonly eventsWithCommit = false,
  ) {
    this.opened = held?.opened;
    for (const streamId of held?.locks.streamIds ?? []) {
      this.locked.add(streamId);
      this.known.set(streamId, held?.opened.versions.get(streamId) ?? { version: 0 });
    }
  }

  /**
   * Locks the streams (sorted, after whatever the session locked before). `loads`: streams among them
   * whose state rows the command reads next, read in the same round trip once the locks are granted:
   * an order reserving on two shelves sent a round trip for the locks and one per shelf's row, all under
   * the shelves' locks (bench/README.md, orders). An idempotency key is locked with the opening
   * (CommandLocks.idempotency), first, as every writer locks it.
   */
  async lock(streamIds: readonly string[], loads: readonly StreamRef[] = []): Promise<void> {
    if (this.writing) throw new Error('take every lock before the first write');
    const sorted = [...new Set(streamIds)].filter((streamId) => !this.locked.has(streamId)).sort();
    if (sorted.length === 0) return;
    const locks = locksStatement(sorted.map(streamLock));
    const rowReads = this.tx.queryMany
      ? loads.flatMap((stream) => {
          const stateRow = sorted.includes(stream.streamId) ? this.projections.stateRowOf(stream.streamType) : undefined;
          return stateRow ? [{ streamId: stream.streamId, statement: stateRow.readStatement(stream.streamId) }] : [];
        })
      : [];
    // Every lock in one statement (in the sorted order), and the rows after it in the same round trip:
    // each statement reads with a snapshot of its own, taken once the locks are held.
    if (rowReads.length > 0) {
      const results = await this.tx.queryMany!([locks, ...rowReads.map((read) => read.statement)]);
      rowReads.forEach((read, i) => this.readWithLock.set(read.streamId, results[1 + i]));
    } else {
      await queryPrepared(this.tx, locks);
    }
    for (const streamId of sorted) this.locked.add(streamId);
  }

  async findIdempotentResponse<R>(idempotency: Idempotency): Promise<R | null> {
    if (this.opened?.idempotentRows) return idempotentResponseOf<R>(this.opened.idempotentRows, idempotency);
    return findIdempotentResponse<R>(this.tx, idempotency);
  }

  /**
   * A stream's state and version. Of a locked stream, the session reads as little as it can: nothing
   * for one it knows does not exist yet or read with its locks, the read model's row for one whose
   * row is its state (a cart), and otherwise the stream's events, folded.
   */
  async load<State>(stream: StreamRef, model: StreamModel<State>): Promise<{ state: State; version: number }> {
    const known = this.known.get(stream.streamId);
    assertStreamType(stream, known?.streamType);
    const loaded: { state: State; version: number; headHash?: Buffer } =
      known?.version === 0
        ? { state: model.initialState(), version: 0 }
        : ((await this.loadFromStateRow(stream, model)) ?? (await this.fold(stream, model)));
    if (this.locked.has(stream.streamId)) {
      const headHash = known?.version === loaded.version && known.headHash ? known.headHash : loaded.headHash;
      this.known.set(stream.streamId, { version: loaded.version, headHash, streamType: stream.streamType, folded: { state: loaded.state, model: model as StreamModel<unknown> } });
    }
    return loaded;
  }

  async append(stream: StreamRef, expected: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata): Promise<RecordedEvent[]> {
    this.writing = true;
    // A row read with the lock describes the stream before this append: never a later load's.
    this.readWithLock.delete(stream.streamId);
    if (!this.locked.has(stream.streamId)) {
      const appended = await appendToStream(this.tx, this.upcasters, stream, expected, events, metadata);
      await this.projections.apply(this.tx, appended);
      return this.keep(appended);
    }
    const known: KnownStream = this.known.get(stream.streamId) ?? (await streamHead(this.tx, stream));
    assertStreamType(stream, known.streamType);
    checkExpectedVersion(stream.streamId, expected, known.version);
    const head = { version: known.version, headHash: known.headHash ?? (await headHashOf(this.tx, stream.streamId, known.version)) };
    const withCommit = this.eventsWithCommit && events.length === 1 && known.folded !== undefined && this.projections.sendableWithCommit(stream.streamType, [events[0].type]);
    const { recorded: appended, headHash } = withCommit
      ? this.writeWithCommit(stream, head, events, metadata)
      : await writeEvents(this.tx, this.upcasters, stream, head, events, metadata);
    const last = appended.at(-1);
    if (!last) return appended;
    const folded = known.folded && { model: known.folded.model, state: appended.reduce((s, event) => known.folded!.model.evolve(s, event), known.folded.state) };
    this.known.set(stream.streamId, { version: last.streamVersion, headHash, streamType: stream.streamType, folded });
    // The state row, written from the decided state with nothing read back, goes with the COMMIT where the owner sends one.
    // An event sent with the COMMIT takes its read models' writes with it (nothing of them is read before).
    const closing = this.ownerSendsClosing ? deferredTo(this.closing) : this.tx;
    if (folded) await this.projections.applyFolded(this.tx, appended, { streamType: stream.streamType, state: folded.state }, closing, withCommit ? closing : writesBehind(this.tx));
    else await this.projections.apply(this.tx, appended);
    return this.keep(appended);
  }

  /** The rows of `closing`'s statements once committed: each event written with the COMMIT gets what the database assigned it. */
  closed(rows: readonly unknown[][]): void {
    for (const { index, count, assign } of this.assignAtCommit) assign(rows.slice(index, index + count));
  }

  /**
   * Events whose statements choose their stream's next version and hash link themselves, under a lock they
   * take in the COMMIT's batch (a shelf's reservation, stock/reserve-at-commit.ts): `statements` go with
   * the COMMIT, in order, after what the session sent for it before; `assign` gets their rows once it has
   * committed and fills in what the database decided. The events count as this session's (announced after
   * the COMMIT); until then their undecided fields throw when read. Only where the owner sends events with
   * its COMMIT (EventStore.transaction's `eventsWithCommit`): nothing of the transaction may read them.
   */
  sendWithCommit(statements: readonly BatchStatement[], events: readonly RecordedEvent[], assign: (rows: readonly unknown[][]) => void): void {
    if (!this.ownerSendsClosing || !this.eventsWithCommit) throw new Error('events decided at the COMMIT need a transaction that sends its events with the COMMIT');
    this.writing = true;
    this.assignAtCommit.push({ index: this.closing.length, count: statements.length, assign });
    this.closing.push(...statements);
    this.keep([...events]);
  }

  /**
   * One event whose answer no read model reads, sent with the COMMIT (one round trip fewer: its state
   * row, if any, already goes there). Its position and time are filled in by `closed`; reading
   * them before throws. A single event only: its parameters are all ones a literal can carry.
   */
  private writeWithCommit(stream: StreamRef, head: StreamHead, events: readonly NewEvent[], metadata: EventMetadata): { recorded: RecordedEvent[]; headHash: Buffer } {
    const write = eventsWrite(this.upcasters, stream, head, events, metadata);
    const { recorded, assign } = write.pending();
    this.assignAtCommit.push({ index: this.closing.length, count: 1, assign: ([rows]) => assign(rows as AssignedColumns[]) });
    this.closing.push(prepared(write.text, write.params));
    return { recorded, headHash: write.headHash };
  }

  /** The schema version this code writes an event type at (for an event written by a statement of its own: sendWithCommit). */
  schemaVersionOf(eventType: string): number {
    return this.upcasters.currentVersion(eventType);
  }

  /** The rows of CommandLocks.reads, read with the locks. */
  openingReads(): readonly unknown[][] {
    if (!this.opened) throw new Error('this session took no locks with its BEGIN, so it read nothing with them');
    return this.opened.reads;
  }

  /** The state of a stream loaded in this session, after what the session has appended to it. */
  stateOf<State>(streamId: string): State | undefined {
    return this.known.get(streamId)?.folded?.state as State | undefined;
  }

  /** Recorded with the COMMIT where the owner sends it (under the key's lock nothing else can record it meanwhile). */
  async rememberIdempotentResponse(idempotency: Idempotency, response: unknown): Promise<void> {
    this.writing = true;
    if (this.ownerSendsClosing) this.closing.push(rememberStatement(idempotency, response));
    else await queryPrepared(this.tx, rememberStatement(idempotency, response));
  }

  private keep(appended: RecordedEvent[]): RecordedEvent[] {
    this.recorded.push(...appended);
    noteAppended(this.tx, appended);
    return appended;
  }

  private async loadFromStateRow<State>(stream: StreamRef, model: StreamModel<State>): Promise<{ state: State; version: number; headHash?: Buffer } | null> {
    const stateRow = this.locked.has(stream.streamId) ? this.projections.stateRowOf(stream.streamType) : undefined;
    if (!stateRow) return null;
    const withLock = this.readWithLock.get(stream.streamId);
    this.readWithLock.delete(stream.streamId);
    const row = stateRow.fromRows(this.opened?.loaded.get(stream.streamId) ?? withLock ?? (await queryPrepared(this.tx, stateRow.readStatement(stream.streamId))));
    assertStreamType(stream, row?.streamType);
    if (!row) return { state: model.initialState(), version: 0 };
    // A row behind its stream is never expected (both are written in one transaction), but the log is the truth.
    return row.state === undefined ? null : { state: row.state as State, version: row.version, headHash: row.headHash };
  }

  private async fold<State>(stream: StreamRef, model: StreamModel<State>): Promise<{ state: State; version: number }> {
    const preloaded = this.opened?.loaded.get(stream.streamId);
    const hasEvents = preloaded && !this.projections.stateRowOf(stream.streamType);
    const { events, version } = hasEvents ? foldableStream(stream, preloaded as EventRow[], this.upcasters) : await readStreamWithVersion(this.tx, this.upcasters, stream);
    return { state: foldStream(model, events), version };
  }
}
