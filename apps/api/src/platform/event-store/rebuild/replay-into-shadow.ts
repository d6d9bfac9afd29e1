import type { Sql, SqlClient } from '../../database/sql-transaction.js';
import { assertReadable } from '../event-row.js';
import type { RecordedEvent } from '../event.types.js';
import { cursorOf, type LogCursor, readAfterPosition } from '../read-after-position.js';
import type { Upcasters } from '../upcasters.js';
import type { RebuildableModel } from './read-model.js';
import type { RetainedTables } from './retained-rows.js';
import { shadowSearchPath } from './shadow-tables.js';
import { earlierInTheirStreams, inStreamOrder, StreamVersions } from './stream-order.js';

/** A batch read from the log: the events to apply (its own, and any brought forward), and where it ends. */
interface ReadBatch {
  events: RecordedEvent[];
  /** The last event read from the log in its order: the cursor moves there. */
  end: LogCursor | null;
  /** How many events the log gave (a short batch means the head is near). */
  read: number;
}

/**
 * Read models rebuilt together: every inline projection picked, or one processor's model (its
 * checkpoint moves at its own swap). The replay's own cursor is in the log's commit-safe order, and
 * the transactions it wrote in are noted, to tell its rows from the shop's after the swap.
 */
export class ShadowReplay {
  cursor: LogCursor;
  processed = 0;
  readonly transactions: string[] = [];
  /** A processor's model: events its live tables still lacked at the swap, when too many to level them (swap-shadow.ts). */
  liveBehindAtSwap = 0;
  readonly tables: readonly string[];
  readonly eventTypes: readonly string[];
  /** Per event type, the models (by index) that read it: a batch is dealt out in one pass, not filtered once per model. */
  private readonly readersOf = new Map<string, number[]>();
  /** Events applied ahead of their place in the log, with an earlier batch of their stream (stream-order.ts): skipped when the log reaches them. */
  private readonly broughtForward = new Set<string>();
  /** Each stream's highest version read (stream-order.ts): what a batch can still be missing lies above it. */
  private readonly readUpTo = new StreamVersions();

  constructor(
    private readonly db: Sql,
    readonly upcasters: Upcasters,
    readonly models: readonly RebuildableModel[],
    readonly liveSchema: string,
    private readonly batchSize: number,
    private readonly onBatch: () => void,
    start: LogCursor,
    /** The first pass: the batch folds keep their rows in memory between batches (retained-rows.ts). */
    private retained: RetainedTables | null = null,
    /** The first pass beside SQL folds: stops at their cursor, so every model of the pass ends at one place in the log. */
    private readonly until: LogCursor | null = null,
  ) {
    this.cursor = start;
    this.tables = [...new Set(models.flatMap((model) => model.tables))];
    this.eventTypes = [...new Set(models.flatMap((model) => model.eventTypes))];
    models.forEach((model, index) => {
      for (const type of new Set(model.eventTypes)) this.readersOf.set(type, [...(this.readersOf.get(type) ?? []), index]);
    });
  }

  /**
   * Replays committed events into the shadow tables, a short transaction per batch (nothing held for
   * long: vacuum and the processors' commit-safe reads are never held back by the rebuild), until a
   * batch comes back short of full: the shadow is then as close to the head as a batch. The next
   * batch is read (one statement, on another connection) while this one is folded and written: the
   * database and the fold work side by side. Only the rebuild writes the shadow tables, so reading
   * outside the writing transaction sees nothing it would not.
   */
  async catchUp(): Promise<void> {
    let next = this.readAhead(this.cursor);
    for (;;) {
      const batch = await next;
      if (batch.end === null) return this.reachedUntil();
      const full = batch.read === this.batchSize;
      if (full) next = this.readAhead(batch.end);
      await this.db.transaction((tx) => this.applyRead(tx, batch), { opening: [shadowSearchPath(this.liveSchema)] }).catch(async (error: unknown) => {
        if (full) await next.catch(() => undefined); // no read left running behind a failed rebuild
        throw error;
      });
      if (!full) return this.reachedUntil();
    }
  }

  /**
   * Events these models read after the cursor that a fresh snapshot sees, counted up to `limit + 1`:
   * committed ones past the commit-safe horizon too, which the catch-up cannot take yet and a swap
   * would replay under the live tables' locks (swap-shadow.ts).
   */
  async tailBeyond(db: SqlClient, limit: number): Promise<number> {
    const [{ events }]: { events: number }[] = await db.query(
      `SELECT count(*)::int AS events FROM (
         SELECT 1 FROM es_events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND event_type = ANY($3::text[]) LIMIT $4) AS tail`,
      [this.cursor.transactionId, this.cursor.globalPosition, this.upcasters.storedNames(this.eventTypes), limit + 1],
    );
    return events;
  }

  /** Nothing these models read lies between the last event read and `until`: the pass stands at `until`. */
  private reachedUntil(): void {
    if (this.until) this.cursor = this.until;
  }

  /** A read started now and awaited later: its failure is handled there, not reported as unhandled meanwhile. */
  private readAhead(cursor: LogCursor): Promise<ReadBatch> {
    const read = this.read(this.db, cursor, false);
    read.catch(() => undefined);
    return read;
  }

  /**
   * One batch after the cursor, applied to the shadow tables in `tx` (whose search path points at
   * them). `everythingCommitted`: in the swap, under the live tables' locks, where every writer of
   * these read models has committed or waits for us (see swapInline).
   */
  async replayBatch(tx: SqlClient, everythingCommitted: boolean): Promise<number> {
    const batch = await this.read(tx, this.cursor, everythingCommitted);
    if (batch.end !== null) await this.applyRead(tx, batch);
    return batch.read;
  }

  private async read(db: SqlClient, cursor: LogCursor, everythingCommitted: boolean): Promise<ReadBatch> {
    const read = await readAfterPosition(db, this.upcasters, cursor, { limit: this.batchSize, eventTypes: this.eventTypes, includeInFlightWindow: everythingCommitted });
    // Past `until`, the batch ends short: catchUp stops there.
    const events = this.until ? read.filter((event) => !isAfter(cursorOf(event), this.until as LogCursor)) : read;
    const early = await earlierInTheirStreams(db, this.upcasters, events, this.eventTypes, this.until, this.readUpTo);
    // Read models rebuilt by a reader that cannot read every event would be wrong: stop, say why.
    for (const event of [...events, ...early]) assertReadable(event, this.upcasters);
    this.readUpTo.read(events);
    this.readUpTo.read(early);
    return { events: inStreamOrder([...events, ...early]), end: events.length > 0 ? cursorOf(events[events.length - 1]) : null, read: events.length };
  }

  /** A batch just read (after the cursor), applied in `tx`; the cursor then moves past it. */
  private async applyRead(tx: SqlClient, batch: ReadBatch): Promise<void> {
    const end = batch.end as LogCursor;
    const events = batch.events.filter((event) => {
      if (!this.broughtForward.has(event.eventId)) return true;
      // Applied already, with an earlier batch of its stream; once the log reaches it, it is forgotten.
      if (!isAfter(cursorOf(event), end)) this.broughtForward.delete(event.eventId);
      return false;
    });
    await this.apply(tx, events);
    for (const event of events) if (isAfter(cursorOf(event), end)) this.broughtForward.add(event.eventId);
    await this.noteTransaction(tx);
    this.cursor = end;
    this.processed += events.length;
    this.onBatch();
  }

  /** Every batch left before the head, in `tx`. */
  async replayTail(tx: SqlClient, everythingCommitted: boolean): Promise<void> {
    while ((await this.replayBatch(tx, everythingCommitted)) > 0);
  }

  /** Ends the first pass: every row still held goes into the shadow tables; later batches read and write them there. */
  async writeOutRetained(): Promise<void> {
    const retained = this.retained;
    if (!retained) return;
    await this.db.transaction(async (tx) => {
        await retained.writeOut(tx);
        await this.noteTransaction(tx);
      },
      { opening: [shadowSearchPath(this.liveSchema)] },
    );
    this.retained = null;
  }

  private async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const relevant = this.models.map((): RecordedEvent[] => []);
    for (const event of events) for (const index of this.readersOf.get(event.type) ?? []) relevant[index].push(event);
    for (const [index, model] of this.models.entries()) {
      if (relevant[index].length > 0) await model.apply(tx, relevant[index], this.retained?.rowsOf);
    }
  }

  async noteTransaction(tx: SqlClient): Promise<void> {
    const [{ xid }]: { xid: string | null }[] = await tx.query(`SELECT pg_current_xact_id_if_assigned()::text AS xid`);
    if (xid !== null && !this.transactions.includes(xid)) this.transactions.push(xid);
  }
}

/** Whether `a` comes after `b` in the log's commit-safe order (transaction id, then global position). */
export function isAfter(a: LogCursor, b: LogCursor): boolean {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return ta !== tb ? ta > tb : BigInt(a.globalPosition) > BigInt(b.globalPosition);
}
