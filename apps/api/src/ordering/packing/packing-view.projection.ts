import type { SqlClient } from '../../platform/database/sql-transaction.js';
import { batchRowsOf, groupByStream, type InlineProjection, type RecordedEvent, type RowsOf } from '../../platform/event-store/index.js';
import { evolvePackingView, packingViewEventTypes, type PackingViewState } from './packing-view.fold.js';
import { packingViewSetBased } from './packing-view.rebuild.sql.js';

interface PackingViewRow {
  order_id: string;
  status: string;
  placed_at: Date | string;
  packing: PackingViewState;
  version: string | number;
}

const orderOf = (streamId: string) => streamId.slice('order-'.length);

const rowOf = (state: PackingViewState, last: RecordedEvent) => ({
  order_id: state.orderId,
  status: state.status,
  placed_at: state.placedAt,
  packing: state,
  version: last.streamVersion,
});

/**
 * Keeps packing_view equal to each order's fold of its placing, status and packing events (the
 * packing queue and the packing screen read it). A row only moves to a higher stream version, so a
 * rebuild (`npm run rebuild -- --only packing-view`) gives the same rows.
 */
export const packingViewProjection: InlineProjection = {
  name: 'packing-view',
  eventTypes: packingViewEventTypes,
  tables: ['packing_view'],
  setBased: packingViewSetBased,
  // OrderPlaced is its stream's first event: its row is folded from the event alone, nothing read first.
  writesOnly: ['OrderPlaced'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[], writes: SqlClient = tx) {
    for (const [streamId, orderEvents] of groupByStream(events)) {
      // Events from the stream's first fold to a state of their own: no row to read (an order being placed
      // reads nothing here); the upsert's version guard still keeps a row that is further along.
      const fromStart = orderEvents[0].streamVersion === 1;
      const [row]: PackingViewRow[] = fromStart ? [] : await tx.query(`SELECT order_id, status, placed_at, packing, version::text AS version FROM packing_view WHERE order_id = $1`, [orderOf(streamId)]);
      const fresh = orderEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      const state = fresh.reduce(evolvePackingView, row ? row.packing : null);
      if (fresh.length === 0 || !state) continue;
      const r = rowOf(state, fresh[fresh.length - 1]);
      await writes.query(
        `INSERT INTO packing_view (order_id, status, placed_at, packing, version) VALUES ($1, $2, $3, $4::jsonb, $5)
         ON CONFLICT (order_id) DO UPDATE SET status = EXCLUDED.status, packing = EXCLUDED.packing, version = EXCLUDED.version
         WHERE packing_view.version < EXCLUDED.version`,
        [r.order_id, r.status, r.placed_at, JSON.stringify(r.packing), r.version],
      );
    }
  },
  // The same fold over a rebuild's batch: the batch's rows read in one statement and written in one.
  async applyBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf) {
    const rows = rowsOf(tx, 'packing_view', 'order_id', {});
    const streams = groupByStream(events);
    await rows.load([...streams.keys()].map(orderOf));
    for (const [streamId, orderEvents] of streams) {
      const orderId = orderOf(streamId);
      const row = rows.get(orderId) as unknown as PackingViewRow | null;
      const fresh = orderEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      const state = fresh.reduce(evolvePackingView, row ? row.packing : null);
      if (fresh.length === 0 || !state) continue;
      rows.set(orderId, rowOf(state, fresh[fresh.length - 1]));
    }
    await rows.write();
  },
};
