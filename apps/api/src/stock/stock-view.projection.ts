import { prepared } from '../platform/database/batch-statement.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { batchRowsOf, groupByStream, type InlineProjection, type RecordedEvent, recordedAtMs, type RowsOf } from '../platform/event-store/index.js';
import { availableOf, emptyShelf, evolveStock, type StockState } from './stock.decider.js';
import { type StockEvent, stockEventTypes } from './stock.events.js';
import { stockViewSetBased } from './stock-view.rebuild.sql.js';

interface StockViewRow {
  on_hand: number;
  reserved: number;
  received: number;
  adjusted_in: number;
  adjusted_out: number;
  picked: number;
  version: string;
}

const productOf = (streamId: string) => streamId.slice('stock-'.length);

/**
 * Keeps stock_view equal to the fold of each product's stock stream, with the decider's own evolve, and
 * stock_reservations to its open reservations, a row per order. The shelf's row is the stream's state
 * without the reservations: reserving for an order loads that one small row instead of folding a stream
 * that grows with every order (the cart does the same, #cart-shape), and writes back only its own
 * reservation; an order's release or pick reads its reservation by key (order-stock.ts,
 * docs/decisions.md#stock-reservations).
 */
export const stockViewProjection: InlineProjection = {
  name: 'stock-view',
  eventTypes: stockEventTypes,
  tables: ['stock_view', 'stock_reservations'],
  // The rebuild's first pass in SQL (docs/decisions.md#rebuild-set-based); catch-ups run the folds below.
  setBased: stockViewSetBased,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]) {
    for (const [streamId, productEvents] of groupByStream(events)) {
      const [row]: StockViewRow[] = await tx.query(`SELECT ${COLUMNS} FROM stock_view WHERE product_id = $1`, [productOf(streamId)]);
      const fresh = productEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      if (fresh.length === 0) continue;
      await writeStockRow(tx, fresh.reduce(evolveStock, row ? stateOf(row) : emptyShelf()), fresh);
    }
  },
  // The same fold over a rebuild's batch: every product's row read in one statement and written in one.
  async applyBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf) {
    const rows = rowsOf(tx, 'stock_view', 'product_id', {});
    const streams = groupByStream(events);
    const reservations: RecordedEvent[] = [];
    await rows.load([...streams.keys()].map(productOf));
    for (const [streamId, productEvents] of streams) {
      const productId = productOf(streamId);
      const row = rows.get(productId) as unknown as StockViewRow | null;
      const fresh = productEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      if (fresh.length === 0) continue;
      rows.set(productId, rowOf(fresh.reduce(evolveStock, row ? stateOf(row) : emptyShelf()), fresh[fresh.length - 1]));
      // Each order's reservation moves as the shelf's events say, in the stream's order.
      reservations.push(...fresh);
    }
    await rows.write();
    await moveReservations(tx, reservations);
  },
  streamState: {
    streamType: 'stock',
    readStatement: (streamId: string) =>
      prepared(
        `SELECT s.version::text AS stream_version, s.stream_type, s.head_hash, ${COLUMNS.split(', ').map((c) => `v.${c}`).join(', ')}
           FROM es_streams s LEFT JOIN stock_view v ON v.product_id = $2
          WHERE s.stream_id = $1`,
        [streamId, productOf(streamId)],
      ),
    fromRows: (rows: readonly unknown[]) => {
      const [row] = rows as (Partial<StockViewRow> & { stream_version: string; stream_type: string; head_hash: Buffer | null })[];
      if (!row) return null;
      const version = Number(row.stream_version);
      const atVersion = row.version !== undefined && row.version !== null && Number(row.version) === version;
      return { version, streamType: row.stream_type, headHash: row.head_hash ?? undefined, state: atVersion ? stateOf(row as StockViewRow) : undefined };
    },
    write: (tx: SqlClient, state: unknown, appended: readonly RecordedEvent[]) => writeStockRow(tx, state as StockState, appended),
    // Its time comes from the event's row in SQL, so a shelf's event can go with the COMMIT too.
    assignedUnread: true,
  },
};

const COLUMNS = 'on_hand, reserved, received, adjusted_in, adjusted_out, picked, version::text AS version';

/** The shelf's totals from its row; its reservations are not in it (an order's is read by key when needed). */
const stateOf = (row: StockViewRow): StockState => ({
  onHand: row.on_hand,
  reserved: row.reserved,
  reservations: null,
  received: row.received,
  adjustedIn: row.adjusted_in,
  adjustedOut: row.adjusted_out,
  picked: row.picked,
});

/** Every column comes from the events (updated_at too), so a rebuild reproduces the row exactly. */
function rowOf(state: StockState, last: RecordedEvent) {
  return { ...totalsOf(state, last), updated_at: last.recordedAt };
}

/** The row but its time, which is not known yet when the event goes with the COMMIT. */
function totalsOf(state: StockState, last: RecordedEvent) {
  return {
    product_id: productOf(last.streamId),
    on_hand: state.onHand,
    reserved: state.reserved,
    available: availableOf(state),
    received: state.received,
    adjusted_in: state.adjustedIn,
    adjusted_out: state.adjustedOut,
    picked: state.picked,
    version: last.streamVersion,
  };
}

/**
 * The shelf's row after `events`, and each of their moves of an order's reservation. Its updated_at is
 * the last event's, read from the log in the same statement (to the millisecond, as the rebuild's SQL
 * fold writes it): that event may be going with the COMMIT, just before this row.
 */
async function writeStockRow(tx: SqlClient, state: StockState, events: readonly RecordedEvent[]): Promise<void> {
  const last = events[events.length - 1];
  const r = totalsOf(state, last);
  await tx.query(
    `INSERT INTO stock_view (product_id, on_hand, reserved, available, received, adjusted_in, adjusted_out, picked, version, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT ${recordedAtMs('es_events')} FROM es_events WHERE stream_id = $10 AND stream_version = $9))
     ON CONFLICT (product_id) DO UPDATE SET on_hand = EXCLUDED.on_hand, reserved = EXCLUDED.reserved, available = EXCLUDED.available,
       received = EXCLUDED.received, adjusted_in = EXCLUDED.adjusted_in,
       adjusted_out = EXCLUDED.adjusted_out, picked = EXCLUDED.picked, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
    [r.product_id, r.on_hand, r.reserved, r.available, r.received, r.adjusted_in, r.adjusted_out, r.picked, r.version, last.streamId],
  );
  await moveReservations(tx, events);
}

/**
 * evolveStock's moves of an order's reservation, as statements (no parameters read back: they may go with
 * the COMMIT): a reservation sets the order's row, a release deletes it, a pick takes its units off and
 * deletes the row when nothing is left.
 */
async function moveReservations(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    const { type, data } = event as unknown as StockEvent;
    if (type !== 'StockReserved' && type !== 'StockReleased' && type !== 'StockPicked') continue;
    const key = [productOf(event.streamId), data.orderId];
    if (type === 'StockReserved') {
      await tx.query(
        `INSERT INTO stock_reservations (product_id, order_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (product_id, order_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
        [...key, data.quantity],
      );
    } else if (type === 'StockReleased') {
      await tx.query(`DELETE FROM stock_reservations WHERE product_id = $1 AND order_id = $2`, key);
    } else {
      await tx.query(
        `MERGE INTO stock_reservations r USING (SELECT $1::text AS product_id, $2::text AS order_id, $3::int AS picked) p
            ON r.product_id = p.product_id AND r.order_id = p.order_id
          WHEN MATCHED AND r.quantity <= p.picked THEN DELETE
          WHEN MATCHED THEN UPDATE SET quantity = r.quantity - p.picked`,
        [...key, data.quantity],
      );
    }
  }
}
