import type { SqlClient } from '../platform/database/sql-transaction.js';
import { anyOf, cursorParams, lastOf, type LogCursor, logUpTo, recordedAtMs, type RecordedEvent, type SetBasedFold } from '../platform/event-store/index.js';
import { ERASED, type PersonalData } from '../platform/personal-data/index.js';
import { CUSTOMER_ERASED } from './customer-erased.js';
import { orderEventTypes } from './order.events.js';

const READS = [...orderEventTypes, CUSTOMER_ERASED];
const SEALED = ['customerName', 'customerPhone', 'orderNotes'];
const SEALED_IN_ADDRESS = ['contactName', 'contactPhone', 'details'];
/** Rows the revealed fields are written back in, a statement each. */
const REVEALED_PER_STATEMENT = 5_000;

/**
 * orderViewProjection's rules stated in SQL, for the rebuild (docs/decisions.md#rebuild-set-based).
 * Each order's row is its first OrderPlaced, then every later event of it in commit-safe order (one
 * stream per order, so that is its version order and each passes the projection's `version < $2`).
 * Personal fields: AES-GCM under keys PostgreSQL never holds, so the SQL writes each sealed field as a
 * destroyed key reads it ("[erased]"); an order its customer erased later gets the same blanking
 * eraseCustomerFromOrdersView gives; and only the orders whose keys still live are then opened in Node
 * (PersonalData.reveal, as the projection does) and their four personal columns written over.
 */
export function orderViewSetBased(personalData: PersonalData): SetBasedFold {
  return {
    reads: Object.fromEntries(READS.map((type) => [type, 1])),
    async fill(tx: SqlClient, upTo: LogCursor) {
      await tx.query(FILL, [...cursorParams(upTo), READS, ERASED]);
      await revealLiving(tx, upTo, personalData);
    },
  };
}

/** A sealed field (an envelope, an object) as a destroyed key reveals it; a plain value as it is. */
const asRevealedWithoutKey = (path: string) => `CASE WHEN jsonb_typeof(p.data #> '{${path}}') = 'object' THEN $4::text ELSE p.data #>> '{${path}}' END`;

const addressWithoutKeys = `p.data->'address' || jsonb_strip_nulls(jsonb_build_object(${SEALED_IN_ADDRESS.map(
  (field) => `'${field}', CASE WHEN jsonb_typeof(p.data #> '{address,${field}}') = 'object' THEN to_jsonb($4::text) END`,
).join(', ')}))`;

/** The row as the projection leaves it; `erased`: its customer erased after placing it (eraseCustomerFromOrdersView's SET). */
const FILL = `
  WITH ev AS MATERIALIZED (
    SELECT e.event_type AS type, e.data, e.data->>'orderId' AS order_id, e.transaction_id AS tx, e.global_position AS gp, e.stream_version AS v, ${recordedAtMs('e')} AS at
      FROM es_events e WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')}
  ),
  placed AS (SELECT DISTINCT ON (order_id) order_id, data, tx, gp, v FROM ev WHERE type = 'OrderPlaced' ORDER BY order_id, tx, gp),
  last_erasure AS (SELECT DISTINCT ON (customer_id) data->>'customerId' AS customer_id, tx, gp FROM ev WHERE type = '${CUSTOMER_ERASED}' ORDER BY customer_id, tx DESC, gp DESC),
  folded AS (
    SELECT p.order_id, p.data, p.v,
           (x.customer_id IS NOT NULL AND (x.tx, x.gp) > (p.tx, p.gp)) AS erased,
           ${asRevealedWithoutKey('customerName')} AS customer_name, ${asRevealedWithoutKey('customerPhone')} AS customer_phone,
           ${asRevealedWithoutKey('orderNotes')} AS order_notes, ${addressWithoutKeys} AS address,
           max(l.v) AS last_v,
           ${anyOf(`l.type = 'OrderStatusChanged'`)} AS status_changed,
           ${lastOf(`l.data->>'to'`, `l.type = 'OrderStatusChanged'`)} AS status,
           ${lastOf(`l.data->>'reason'`, `l.type = 'OrderStatusChanged'`)} AS status_reason,
           ${lastOf('l.at', `l.type = 'OrderStatusChanged' AND l.data->>'to' = 'delivered'`)} AS delivered_at,
           ${anyOf(`l.type IN ('OrderPaymentAttempted', 'OrderPaymentStatusChanged')`)} AS payment_changed,
           ${lastOf(`CASE l.type WHEN 'OrderPaymentAttempted' THEN 'pending' ELSE l.data->>'to' END`, `l.type IN ('OrderPaymentAttempted', 'OrderPaymentStatusChanged')`)} AS payment_status,
           coalesce(sum((l.data->>'amountPaise')::int) FILTER (WHERE l.type = 'OrderRefundRequested'), 0)
             - coalesce(sum((l.data->>'amountPaise')::int) FILTER (WHERE l.type = 'OrderRefundSettled'), 0) AS refund_pending_paise,
           coalesce(sum((l.data->>'amountPaise')::int) FILTER (WHERE l.type = 'OrderRefundSettled' AND l.data->>'outcome' = 'succeeded'), 0) AS refunded_paise,
           ${lastOf(`l.data->>'riderId'`, `l.type = 'OrderAcceptedForDelivery'`)} AS rider_id,
           ${lastOf(`l.data->>'riderName'`, `l.type = 'OrderAcceptedForDelivery'`)} AS rider_name,
           ${lastOf(`l.data->>'carrier'`, `l.type = 'OrderDeliveryDetailsChanged'`)} AS carrier,
           ${lastOf(`l.data->>'trackingNumber'`, `l.type = 'OrderDeliveryDetailsChanged'`)} AS tracking_number
      FROM placed p
      LEFT JOIN last_erasure x ON x.customer_id = p.data->>'customerId'
      LEFT JOIN ev l ON l.order_id = p.order_id AND (l.tx, l.gp) > (p.tx, p.gp) AND l.type NOT IN ('OrderPlaced', '${CUSTOMER_ERASED}')
     GROUP BY p.order_id, p.data, p.v, p.tx, p.gp, x.customer_id, x.tx, x.gp
  )
  INSERT INTO orders_view (order_id, customer_id, customer_name, customer_phone, status, payment_status, payment_method, items, items_total_paise,
    delivery_paise, handling_paise, tip_paise, donation_paise, grand_total_paise, address, order_notes, placed_at, estimated_delivery, version,
    status_reason, delivered_at, refund_pending_paise, refunded_paise, rider_id, rider_name, carrier, tracking_number)
  SELECT order_id, data->>'customerId',
         CASE WHEN erased THEN $4 ELSE customer_name END, CASE WHEN erased THEN $4 ELSE customer_phone END,
         CASE WHEN status_changed THEN status ELSE data->>'status' END,
         CASE WHEN payment_changed THEN payment_status ELSE data->>'paymentStatus' END,
         data->>'paymentMethod', data->'items', (data->>'itemsTotalPaise')::int, (data->>'deliveryChargePaise')::int, (data->>'handlingChargePaise')::int,
         (data->>'tipPaise')::int, (data->>'donationPaise')::int, (data->>'grandTotalPaise')::int,
         CASE WHEN erased THEN address || jsonb_build_object('contactName', $4::text, 'details', $4::text)
                               || CASE WHEN address->>'contactPhone' IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('contactPhone', $4::text) END
              ELSE address END,
         CASE WHEN erased AND order_notes IS NOT NULL THEN $4 ELSE order_notes END,
         (data->>'placedAt')::timestamptz, (data->>'estimatedDelivery')::timestamptz, coalesce(last_v, v),
         status_reason, delivered_at, refund_pending_paise, refunded_paise, rider_id, rider_name, carrier, tracking_number
    FROM folded`;

/**
 * The orders whose sealed fields a live key still opens (and whose customer has not erased them since):
 * read back from their OrderPlaced, opened as the projection opens them, written over the "[erased]" the
 * SQL wrote. Only these events leave PostgreSQL, and only their personal fields.
 */
async function revealLiving(tx: SqlClient, upTo: LogCursor, personalData: PersonalData): Promise<void> {
  // The envelopes' own key ids (a plain field has none): an order none of whose keys lives stays "[erased]".
  const kids = [...SEALED.map((field) => `{${field},kid}`), ...SEALED_IN_ADDRESS.map((field) => `{address,${field},kid}`)];
  const rows: { order_id: string; data: Record<string, unknown> }[] = await tx.query(
    `SELECT DISTINCT ON (e.data->>'orderId') e.data->>'orderId' AS order_id,
            jsonb_build_object(${SEALED.map((f) => `'${f}', e.data->'${f}'`).join(', ')}, 'address', e.data->'address') AS data
       FROM es_events e
      WHERE e.event_type = 'OrderPlaced' AND ${logUpTo('e')}
        AND EXISTS (SELECT 1 FROM pii_keys k WHERE k.wrapped_key IS NOT NULL AND k.subject_id = ANY(ARRAY[${kids.map((k) => `e.data #>> '${k}'`).join(', ')}]))
        AND NOT EXISTS (SELECT 1 FROM es_events x WHERE x.event_type = '${CUSTOMER_ERASED}' AND x.data->>'customerId' = e.data->>'customerId'
                           AND (x.transaction_id, x.global_position) > (e.transaction_id, e.global_position) AND ${logUpTo('x')})
      ORDER BY e.data->>'orderId', e.transaction_id, e.global_position`,
    cursorParams(upTo),
  );
  for (let start = 0; start < rows.length; start += REVEALED_PER_STATEMENT) {
    const chunk = rows.slice(start, start + REVEALED_PER_STATEMENT);
    const events = chunk.map((row) => ({ type: 'OrderPlaced', data: row.data }) as unknown as RecordedEvent);
    const opened = await personalData.reveal(events, tx);
    const revealed = opened.map((event, i) => {
      const d = event.data as Record<string, unknown>;
      return { order_id: chunk[i].order_id, customer_name: d.customerName, customer_phone: d.customerPhone, order_notes: d.orderNotes ?? null, address: d.address };
    });
    await tx.query(
      `UPDATE orders_view o SET customer_name = r.customer_name, customer_phone = r.customer_phone, order_notes = r.order_notes, address = r.address
         FROM jsonb_to_recordset($1::jsonb) AS r(order_id text, customer_name text, customer_phone text, order_notes text, address jsonb)
        WHERE o.order_id = r.order_id`,
      [JSON.stringify(revealed)],
    );
  }
}
