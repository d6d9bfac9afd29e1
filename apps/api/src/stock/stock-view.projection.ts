import pg from 'pg';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { batchRowsOf, groupByStream, type InlineProjection, type RecordedEvent, type RowsOf } from '../platform/event-store/index.js';
import { availableOf, emptyShelf, evolveStock, type StockState } from './stock.decider.js';
import { stockEventTypes } from './stock.events.js';
import { stockViewSetBased } from './stock-view.rebuild.sql.js';

interface StockViewRow {
  on_hand: number;
  reserved: number;
  reservations: Record<string, number>;
  received: number;
  adjusted_in: number;
  adjusted_out: number;
  picked: number;
  version: string;
}

const productOf = (streamId: string) => streamId.slice('stock-'.length);

/**
 * Keeps stock_view equal to the fold of each product's stock stream, with the decider's own evolve.
 * The row is the stream's state: reserving for an order loads it instead of folding a stream that
 * grows with every order (the cart does the same, #cart-shape).
 */
export const stockViewProjection: InlineProjection = {
  name: 'stock-view',
  eventTypes: stockEventTypes,
  tables: ['stock_view'],
  // The rebuild's first pass in SQL (docs/decisions.md#rebuild-set-based); catch-ups run the folds below.
  setBased: stockViewSetBased,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]) {
    for (const [streamId, productEvents] of groupByStream(events)) {
      const [row]: StockViewRow[] = await tx.query(`SELECT ${COLUMNS} FROM stock_view WHERE product_id = $1`, [productOf(streamId)]);
      const fresh = productEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      if (fresh.length === 0) continue;
      await writeStockRow(tx, fresh.reduce(evolveStock, row ? stateOf(row) : emptyShelf()), fresh[fresh.length - 1]);
    }
  },
  // The same fold over a rebuild's batch: every product's row read in one statement and written in one.
  async applyBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf) {
    const rows = rowsOf(tx, 'stock_view', 'product_id', {});
    const streams = groupByStream(events);
    await rows.load([...streams.keys()].map(productOf));
    for (const [streamId, productEvents] of streams) {
      const productId = productOf(streamId);
      const row = rows.get(productId) as unknown as StockViewRow | null;
      const fresh = productEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      if (fresh.length === 0) continue;
      const last = fresh[fresh.length - 1];
      rows.set(productId, rowOf(fresh.reduce(evolveStock, row ? stateOf(row) : emptyShelf()), last));
    }
    await rows.write();
  },
  streamState: {
    streamType: 'stock',
    readStatement: (streamId: string) =>
      `SELECT s.version::text AS stream_version, s.stream_type, s.head_hash, ${COLUMNS.split(', ').map((c) => `v.${c}`).join(', ')}
         FROM es_streams s LEFT JOIN stock_view v ON v.product_id = ${pg.escapeLiteral(productOf(streamId))}
        WHERE s.stream_id = ${pg.escapeLiteral(streamId)}`,
    fromRows: (rows: readonly unknown[]) => {
      const [row] = rows as (Partial<StockViewRow> & { stream_version: string; stream_type: string; head_hash: Buffer | null })[];
      if (!row) return null;
      const version = Number(row.stream_version);
      const atVersion = row.version !== undefined && row.version !== null && Number(row.version) === version;
      return { version, streamType: row.stream_type, headHash: row.head_hash ?? undefined, state: atVersion ? stateOf(row as StockViewRow) : undefined };
    },
    write: (tx: SqlClient, state: unknown, last: RecordedEvent) => writeStockRow(tx, state as StockState, last),
  },
};

const COLUMNS = 'on_hand, reserved, reservations, received, adjusted_in, adjusted_out, picked, version::text AS version';

const stateOf = (row: StockViewRow): StockState => ({
  onHand: row.on_hand,
  reserved: row.reserved,
  reservations: row.reservations,
  received: row.received,
  adjustedIn: row.adjusted_in,
  adjustedOut: row.adjusted_out,
  picked: row.picked,
});

/** Every column comes from the events (updated_at too), so a rebuild reproduces the row exactly. */
function rowOf(state: StockState, last: RecordedEvent) {
  return {
    product_id: productOf(last.streamId),
    on_hand: state.onHand,
    reserved: state.reserved,
    available: availableOf(state),
    reservations: state.reservations,
    received: state.received,
    adjusted_in: state.adjustedIn,
    adjusted_out: state.adjustedOut,
    picked: state.picked,
    version: last.streamVersion,
    updated_at: last.recordedAt,
  };
}

async function writeStockRow(tx: SqlClient, state: StockState, last: RecordedEvent): Promise<void> {
  const r = rowOf(state, last);
  await tx.query(
    `INSERT INTO stock_view (product_id, on_hand, reserved, available, reservations, received, adjusted_in, adjusted_out, picked, version, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (product_id) DO UPDATE SET on_hand = EXCLUDED.on_hand, reserved = EXCLUDED.reserved, available = EXCLUDED.available,
       reservations = EXCLUDED.reservations, received = EXCLUDED.received, adjusted_in = EXCLUDED.adjusted_in,
       adjusted_out = EXCLUDED.adjusted_out, picked = EXCLUDED.picked, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
    [r.product_id, r.on_hand, r.reserved, r.available, JSON.stringify(r.reservations), r.received, r.adjusted_in, r.adjusted_out, r.picked, r.version, r.updated_at],
  );
}
