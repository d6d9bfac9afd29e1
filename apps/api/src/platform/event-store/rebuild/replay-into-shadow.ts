import type { DataSource } from 'typeorm';
import { inSqlTransaction, type SqlClient } from '../../database/sql-transaction.js';
import { assertReadable } from '../event-row.js';
import type { RecordedEvent } from '../event.types.js';
import { cursorOf, type LogCursor, readAfterPosition } from '../read-after-position.js';
import type { Upcasters } from '../upcasters.js';
import type { RebuildableModel } from './read-model.js';
import { shadowSearchPath } from './shadow-tables.js';

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

  constructor(
    private readonly db: DataSource,
    readonly upcasters: Upcasters,
    readonly models: readonly RebuildableModel[],
    readonly liveSchema: string,
    private readonly batchSize: number,
    private readonly onBatch: () => void,
    start: LogCursor,
  ) {
    this.cursor = start;
    this.tables = [...new Set(models.flatMap((model) => model.tables))];
    this.eventTypes = [...new Set(models.flatMap((model) => model.eventTypes))];
  }

  /**
   * Replays committed events into the shadow tables, a short transaction per batch (nothing held for
   * long: vacuum and the processors' commit-safe reads are never held back by the rebuild), until a
   * batch comes back short of full: the shadow is then as close to the head as a batch.
   */
  async catchUp(): Promise<void> {
    for (;;) {
      const read = await inSqlTransaction(this.db, (tx) => this.replayBatch(tx, false), { opening: [shadowSearchPath(this.liveSchema)] });
      if (read < this.batchSize) return;
    }
  }

  /**
   * One batch after the cursor, applied to the shadow tables in `tx` (whose search path points at
   * them). `everythingCommitted`: in the swap, under the live tables' locks, where every writer of
   * these read models has committed or waits for us (see swapInline).
   */
  async replayBatch(tx: SqlClient, everythingCommitted: boolean): Promise<number> {
    const events = await readAfterPosition(tx, this.upcasters, this.cursor, {
      limit: this.batchSize,
      eventTypes: this.eventTypes,
      includeInFlightWindow: everythingCommitted,
    });
    if (events.length === 0) return 0;
    // Read models rebuilt by a reader that cannot read every event would be wrong: stop, say why.
    for (const event of events) assertReadable(event, this.upcasters);
    await this.apply(tx, events);
    const [{ xid }]: { xid: string | null }[] = await tx.query(`SELECT pg_current_xact_id_if_assigned()::text AS xid`);
    if (xid !== null && !this.transactions.includes(xid)) this.transactions.push(xid);
    this.cursor = cursorOf(events[events.length - 1]);
    this.processed += events.length;
    this.onBatch();
    return events.length;
  }

  /** Every batch left before the head, in `tx`. */
  async replayTail(tx: SqlClient, everythingCommitted: boolean): Promise<void> {
    while ((await this.replayBatch(tx, everythingCommitted)) > 0);
  }

  private async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const model of this.models) {
      const relevant = events.filter((event) => model.eventTypes.includes(event.type));
      if (relevant.length > 0) await model.apply(tx, relevant);
    }
  }
}
