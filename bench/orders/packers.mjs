// Packers for bench/orders: the dark store packs the orders it takes, and packing a line moves its shelf
// (StockPicked) under the same lock the shelf's next order needs. These packers finish earlier orders for
// the hot product while its next orders are placed, as the packing screen does: claim, tick every line,
// finish (docs/decisions.md#packing).
import { call, inParallel } from '../shared/bench-shop.mjs';
// The demo admin packs: admins may (docs/decisions.md#packing).
import { DEMO_ADMIN } from '../shared/stock.mjs';
/** Packers claiming and ticking orders before a run, at once (unmeasured). */
const READYING = 8;

export async function packingFloor(shop, hotProductId) {
  const { token } = await call(shop.url, 'POST', '/api/auth/login', { body: DEMO_ADMIN });
  const readied = new Set();
  return {
    /**
     * Up to `count` orders for the hot product not yet readied, oldest first, claimed and every line
     * ticked: all that is left of each is the finish, the step that moves its shelves.
     */
    async ready(count) {
      const rows = await shop.db.query(
        `SELECT substr(stream_id, 7) AS order_id FROM es_events WHERE event_type = 'OrderPlaced' AND data::text LIKE $1 ORDER BY global_position`,
        [`%${hotProductId}%`],
      );
      const ids = rows.map((row) => row.order_id).filter((id) => !readied.has(id)).slice(0, count);
      await inParallel(ids, READYING, async (id) => {
        readied.add(id);
        const { order } = await call(shop.url, 'POST', `/api/packing/orders/${id}/claim`, { token });
        for (const line of order.lines) await call(shop.url, 'POST', `/api/packing/orders/${id}/lines/${line.productId}/pick`, { token });
      });
      return ids;
    },
    /**
     * `packers` packers finishing `ids` one after another until `placing` (the measured orders) settles;
     * how many they finished, in how long, and whether they ran out of readied orders before it did.
     */
    async finishWhile(ids, packers, placing) {
      const started = Date.now();
      let placedAt = null;
      void placing.then(() => (placedAt = Date.now()), () => (placedAt = Date.now()));
      let finished = 0;
      await inParallel(ids, packers, async (id) => {
        if (placedAt !== null) return;
        await call(shop.url, 'POST', `/api/packing/orders/${id}/finish`, { token });
        // Only the finishes that ended while the orders were being placed count.
        if (placedAt === null) finished += 1;
      });
      const ranOut = placedAt === null;
      await placing;
      return { finished, seconds: (placedAt - started) / 1000, ranOut };
    },
  };
}
