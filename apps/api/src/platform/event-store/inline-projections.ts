import { Injectable } from '@nestjs/common';
import type { PreparedStatement } from '../database/batch-statement.js';
import type { SqlClient } from '../database/sql-transaction.js';
import type { RowsOf } from './batch-rows.js';
import { writesBehind } from './deferred-writes.js';
import type { RecordedEvent } from './event.types.js';
import type { SetBasedFold } from './rebuild/set-based-fold.js';

/**
 * A read model kept in the same transaction as the events it folds, so a 200 answer means both are
 * durable. Single-stream only (cross-stream views are asynchronous processors), and the only writer
 * of its tables. `apply` must ignore an event whose stream version its row has already seen.
 */
export interface InlineProjection {
  name: string;
  eventTypes: readonly string[];
  /** The tables it owns; a rebuild empties them before replaying the log. */
  tables: readonly string[];
  /**
   * `writes`: where its writes whose answer it never reads go. The session sends them before its next
   * statement, in that statement's round trip (writesBehind, docs/decisions.md#writes-behind), or with
   * the COMMIT for events of `writesOnly` types; reads always go through `tx`, after them.
   */
  apply(tx: SqlClient, events: readonly RecordedEvent[], writes?: SqlClient): Promise<void>;
  /**
   * Event types whose `apply` sends only writes through `writes` and reads nothing: no row of its own
   * first, no answer back, and nothing the database assigns (the event's position or time). A command
   * whose events go with the COMMIT sends these writes there too (placing an order: OrderPlaced and its
   * three read models, docs/decisions.md#event-with-commit). Its parameters follow deferredTo's rule.
   */
  writesOnly?: readonly string[];
  /**
   * The same result as `apply` over the same events, with one read and one write per table for the
   * whole batch (BatchRows): the rebuild's batches are thousands of events, where a statement per event
   * is most of the time. Optional; the rebuild compares its result with the live tables every run.
   * `rowsOf`: where its rows come from; the rebuild's first pass keeps them in memory from batch to
   * batch (RetainedRows), so a row is read and written once however many batches touch it.
   */
  applyBatch?(tx: SqlClient, events: readonly RecordedEvent[], rowsOf?: RowsOf): Promise<void>;
  /** The same rows stated in SQL, for the rebuild: no event leaves PostgreSQL (docs/decisions.md#rebuild-set-based). */
  setBased?: SetBasedFold;
  /** For a read model whose row is its stream's folded state (the cart view is the cart's fold). */
  streamState?: StreamStateRow;
}

/**
 * A read-model row that is exactly its stream model's state at the stream's version: it doubles as
 * the stream's snapshot. A command then loads the state in one small read instead of folding a
 * stream that grows forever (a customer's cart), and writes the row from the state it decided
 * without reading it again. `write` must store exactly what `apply` would (the rebuild, which uses
 * `apply`, is checked against the live rows).
 */
export interface StreamStateRow {
  streamType: string;
  /**
   * Reads the stream's own row (version, type, head hash) with the state row, as a prepared statement (it
   * goes with BEGIN: batch-statement.ts); the opening then reads no version of its own for the stream.
   */
  readStatement(streamId: string): PreparedStatement;
  /**
   * That statement's rows: null for no stream, else its version, type and head hash (the next event
   * chains to it; undefined where the stream's row holds none, as the genesis hash), and the state when
   * the row is at that version.
   */
  fromRows(rows: readonly unknown[]): { version: number; streamType: string; state?: unknown; headHash?: Buffer } | null;
  /**
   * Writes the row after `appended` (this stream's events of the append, oldest first; the state is after
   * the last), reading nothing back: the command's session may send it with the COMMIT (deferred-writes.ts),
   * so its parameters must be strings, numbers, dates or null (jsonb as JSON text).
   */
  write(tx: SqlClient, state: unknown, appended: readonly RecordedEvent[]): Promise<void>;
  /**
   * `write` reads neither the events' positions nor their times (a time it needs it takes from the log,
   * in SQL): the event itself may then go with the COMMIT too (docs/decisions.md#event-with-commit).
   */
  assignedUnread?: true;
}

/** A stream's state after the events just appended, folded by its model. */
export interface FoldedStream {
  streamType: string;
  state: unknown;
}

@Injectable()
export class InlineProjections {
  private readonly projections: InlineProjection[] = [];

  register(projection: InlineProjection): void {
    if (this.projections.some((p) => p.name === projection.name)) {
      throw new Error(`inline projection ${projection.name} is already registered`);
    }
    this.projections.push(projection);
  }

  all(): readonly InlineProjection[] {
    return this.projections;
  }

  stateRowOf(streamType: string): StreamStateRow | undefined {
    return this.projections.find((projection) => projection.streamState?.streamType === streamType)?.streamState;
  }

  /**
   * Whether every projection of these types reads nothing the database assigns and nothing at all
   * before the COMMIT: `streamType`'s own state row with `assignedUnread`, or a projection that only
   * writes for them (`writesOnly`). The events may then go with the COMMIT, and those writes with them.
   */
  sendableWithCommit(streamType: string, types: readonly string[]): boolean {
    return this.projections.every((projection) => {
      const relevant = types.filter((type) => projection.eventTypes.includes(type));
      if (relevant.length === 0) return true;
      if (projection.streamState?.streamType === streamType) return projection.streamState.assignedUnread === true;
      return relevant.every((type) => projection.writesOnly?.includes(type));
    });
  }

  async apply(tx: SqlClient, events: readonly RecordedEvent[], only?: readonly InlineProjection[]): Promise<void> {
    const writes = writesBehind(tx);
    for (const projection of only ?? this.projections) {
      const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
      if (relevant.length > 0) await projection.apply(tx, relevant, writes);
    }
  }

  /**
   * Like apply, for the events of one stream whose state after them the caller has folded. The state
   * row is written through `stateRowTx`: the transaction, or deferredTo(closing) to send it with COMMIT;
   * the other projections' writes through `writes` (to the COMMIT only when `sendableWithCommit` said so;
   * else left behind for the next statement).
   */
  async applyFolded(tx: SqlClient, events: readonly RecordedEvent[], folded: FoldedStream, stateRowTx: SqlClient = tx, writes: SqlClient = writesBehind(tx)): Promise<void> {
    for (const projection of this.projections) {
      const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
      if (relevant.length === 0) continue;
      if (projection.streamState?.streamType === folded.streamType) await projection.streamState.write(stateRowTx, folded.state, relevant);
      else await projection.apply(tx, relevant, writes);
    }
  }
}
