import type { SqlClient } from '../../platform/database/sql-transaction.js';
import { cursorParams, type LogCursor, logUpTo, recordedAtMs, type SetBasedFold } from '../../platform/event-store/index.js';

const READS = ['OrderPlaced', 'OrderStatusChanged', 'OrderPaymentStatusChanged', 'OrderLineShort', 'OrderLineSubstituted', 'PaymentSucceeded', 'RefundSucceeded'];
const TAKEN_OFF = `('OrderLineShort', 'OrderLineSubstituted')`;

/**
 * moneyLedgerProjection's rules stated in SQL, for the rebuild (docs/decisions.md#rebuild-set-based):
 * one statement fills both tables from one scan of the log, carrying only the fields it reads (an
 * OrderPlaced's whole data is most of the log's bytes). An order's row is its first OrderPlaced (ON
 * CONFLICT DO NOTHING) with the status of its last OrderStatusChanged after it; cash moves only for a
 * COD order already placed when its payment status changed, as the per-event INSERT … SELECT reads it,
 * for its bill less what packing had taken off it by then (`taken_off_paise`, the same sum at the end).
 */
export const moneyLedgerSetBased: SetBasedFold = {
  // OrderPlaced v2 and v3 only added the order's number and its lines' Hindi names, OrderLineSubstituted v2 the
  // substitute's Hindi name: none of which the ledger reads.
  reads: Object.fromEntries(READS.map((type) => [type, ({ OrderPlaced: 3, OrderLineSubstituted: 2 } as Record<string, number>)[type] ?? 1])),
  async fill(tx: SqlClient, upTo: LogCursor) {
    await tx.query(
      `WITH ev AS MATERIALIZED (
         SELECT e.event_id, e.event_type AS type, d."orderId" AS order_id, e.transaction_id AS tx, e.global_position AS gp, ${recordedAtMs('e')} AS at,
                d."to" AS to_status, d."from" AS from_status, d."paymentMethod" AS payment_method, d."grandTotalPaise" AS grand_total,
                d.status, d."placedAt" AS placed_at, d."paymentId" AS payment_id, d."amountPaise" AS amount, d.kind
           FROM es_events e
           -- Every field in one call (each text column reads as ->> does): an OrderPlaced is stored
           -- compressed, and each ->> of it decompressed it again (twelve times a row before).
           CROSS JOIN LATERAL jsonb_to_record(e.data) AS d("orderId" text, "to" text, "from" text, "paymentMethod" text, "grandTotalPaise" text,
             status text, "placedAt" text, "paymentId" text, "amountPaise" text, kind text)
          WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')}
       ),
       placed AS (
         SELECT DISTINCT ON (order_id) order_id, payment_method, grand_total, status, placed_at, tx, gp FROM ev WHERE type = 'OrderPlaced' ORDER BY order_id, tx, gp
       ),
       taken AS (
         -- What the packing floor took off each bill (short and cheaper lines), joined by order (hashed) below.
         SELECT t.order_id, t.tx, t.gp, t.amount::int AS amount FROM ev t JOIN placed p ON p.order_id = t.order_id AND (t.tx, t.gp) > (p.tx, p.gp)
          WHERE t.type IN ${TAKEN_OFF} AND t.amount::int > 0
       ),
       orders AS (
         SELECT p.order_id, p.payment_method, p.grand_total::int AS grand_total_paise,
                CASE WHEN count(l.type) > 0 THEN (array_agg(l.to_status ORDER BY l.tx DESC, l.gp DESC))[1] ELSE p.status END AS status,
                p.placed_at::timestamptz AS placed_at, p.tx, p.gp
           FROM placed p LEFT JOIN ev l ON l.order_id = p.order_id AND l.type = 'OrderStatusChanged' AND (l.tx, l.gp) > (p.tx, p.gp)
          GROUP BY p.order_id, p.payment_method, p.grand_total, p.status, p.placed_at, p.tx, p.gp
       ),
       filed AS (
         INSERT INTO money_orders (order_id, payment_method, grand_total_paise, status, placed_at, taken_off_paise)
         SELECT o.order_id, o.payment_method, o.grand_total_paise, o.status, o.placed_at, coalesce(tp.taken_off, 0)
           FROM orders o LEFT JOIN (SELECT order_id, sum(amount) AS taken_off FROM taken GROUP BY order_id) tp ON tp.order_id = o.order_id
       )
       INSERT INTO money_movements (movement_id, kind, order_id, payment_id, amount_paise, refund_kind, at)
       SELECT e.event_id, CASE e.type WHEN 'PaymentSucceeded' THEN 'captured' ELSE 'refunded' END, e.order_id, e.payment_id,
              e.amount::int, CASE e.type WHEN 'RefundSucceeded' THEN e.kind END, e.at
         FROM ev e WHERE e.type IN ('PaymentSucceeded', 'RefundSucceeded')
       UNION ALL
       SELECT e.event_id, CASE WHEN e.to_status = 'paid' THEN 'cod_collected' ELSE 'cod_returned' END, o.order_id, NULL,
              o.grand_total_paise - coalesce(sum(t.amount), 0)::int, NULL, e.at
         FROM ev e JOIN orders o ON o.order_id = e.order_id AND (o.tx, o.gp) < (e.tx, e.gp)
         LEFT JOIN taken t ON t.order_id = e.order_id AND (t.tx, t.gp) < (e.tx, e.gp)
        WHERE e.type = 'OrderPaymentStatusChanged' AND o.payment_method = 'COD'
          AND (e.to_status = 'paid' OR (e.from_status = 'paid' AND e.to_status = 'refunded'))
        GROUP BY e.event_id, e.to_status, o.order_id, o.grand_total_paise, e.at`,
      [...cursorParams(upTo), READS],
    );
  },
};
