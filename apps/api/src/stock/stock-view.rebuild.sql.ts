import type { SqlClient } from '../platform/database/sql-transaction.js';
import { cursorParams, type LogCursor, logUpTo, recordedAtMs, type SetBasedFold } from '../platform/event-store/index.js';
import { stockEventTypes } from './stock.events.js';

/**
 * stockViewProjection's fold (the decider's evolveStock over each product's stock stream) stated in
 * SQL, for the rebuild (docs/decisions.md#rebuild-set-based): stock_view's rows and stock_reservations' in one
 * statement. A product's stream is one stream, so its
 * version order is its commit order. The counters are sums; an order's open reservation is the
 * quantity of its last StockReserved, less what was picked for it since, when no StockReleased came
 * after that reservation and something is left (evolveStock drops it at 0 or below; a pick takes a
 * whole number of at least 1, so what is left only falls).
 */
export const stockViewSetBased: SetBasedFold = {
  reads: Object.fromEntries(stockEventTypes.map((type) => [type, 1])),
  async fill(tx: SqlClient, upTo: LogCursor) {
    await tx.query(FILL, [...cursorParams(upTo), stockEventTypes]);
  },
};

const FILL = `
  WITH ev AS MATERIALIZED (
    SELECT e.stream_id, e.stream_version AS v, e.event_type AS type, ${recordedAtMs('e')} AS at, e.data->>'orderId' AS order_id,
           (e.data->>'quantity')::int AS quantity, (e.data->>'change')::int AS change
      FROM es_events e WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')}
  ),
  shelves AS (
    SELECT stream_id, max(v) AS last_v,
           coalesce(sum(quantity) FILTER (WHERE type = 'StockReceived'), 0) AS received,
           coalesce(sum(change) FILTER (WHERE type = 'StockAdjusted' AND change > 0), 0) AS adjusted_in,
           coalesce(sum(-change) FILTER (WHERE type = 'StockAdjusted' AND NOT change > 0), 0) AS adjusted_out,
           coalesce(sum(quantity) FILTER (WHERE type = 'StockPicked'), 0) AS picked,
           coalesce(sum(quantity) FILTER (WHERE type = 'StockReserved'), 0) - coalesce(sum(quantity) FILTER (WHERE type IN ('StockReleased', 'StockPicked')), 0) AS reserved
      FROM ev GROUP BY stream_id
  ),
  promises AS (
    SELECT stream_id, order_id, v, type, quantity,
           max(v) FILTER (WHERE type IN ('StockReserved', 'StockReleased')) OVER (PARTITION BY stream_id, order_id) AS promised_v
      FROM ev WHERE type IN ('StockReserved', 'StockReleased', 'StockPicked')
  ),
  open AS (
    SELECT stream_id, order_id, left_over FROM (
      SELECT stream_id, order_id,
             sum(quantity) FILTER (WHERE v = promised_v AND type = 'StockReserved') - coalesce(sum(quantity) FILTER (WHERE v > promised_v AND type = 'StockPicked'), 0) AS left_over
        FROM promises GROUP BY stream_id, order_id) o
     WHERE left_over > 0
  ),
  reservations AS (
    INSERT INTO stock_reservations (product_id, order_id, quantity)
    SELECT substr(stream_id, length('stock-') + 1), order_id, left_over FROM open
  )
  INSERT INTO stock_view (product_id, on_hand, reserved, available, received, adjusted_in, adjusted_out, picked, version, updated_at)
  SELECT substr(s.stream_id, length('stock-') + 1), s.received + s.adjusted_in - s.adjusted_out - s.picked, s.reserved,
         greatest(0, s.received + s.adjusted_in - s.adjusted_out - s.picked - s.reserved),
         s.received, s.adjusted_in, s.adjusted_out, s.picked, s.last_v, last.at
    FROM shelves s
    JOIN ev last ON last.stream_id = s.stream_id AND last.v = s.last_v`;
