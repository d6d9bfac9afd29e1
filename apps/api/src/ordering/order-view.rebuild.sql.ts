import { forEachBatch } from '../platform/database/rows-in-batches.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { anyOf, cursorParams, lastOf, type LogCursor, logUpTo, recordedAtMs, type RecordedEvent, type SetBasedFold } from '../platform/event-store/index.js';
import { ERASED, type PersonalData } from '../platform/personal-data/index.js';
import { CUSTOMER_ERASED } from './customer-erased.js';
import { orderEventTypes } from './order.events.js';
import { itemsWithHindiNamesSql } from './line-hindi-names.js';

const READS = [...orderEventTypes, CUSTOMER_ERASED];
const SEALED = ['customerName', 'customerPhone', 'orderNotes'];
const SEALED_IN_ADDRESS = ['contactName', 'contactPhone', 'details'];
/** Orders read, opened and written back at a time (a cursor's batch, an INSERT each). */
const REVEALED_PER_STATEMENT = 5_000;

/**
 * orderViewProjection's rules stated in SQL, for the rebuild (docs/decisions.md#rebuild-set-based).
 * Each order's row is its first OrderPlaced, then every later event of it in commit-safe order (one
 * stream per order, so that is its version order and each passes the projection's `version < $2`).
 * Personal fields: AES-GCM under keys PostgreSQL never holds, so the orders whose keys still live are
 * opened in Node first (PersonalData.reveal, as the projection does; revealLiving) and FILL writes
 * their fields from what that gave; any other sealed field as a destroyed key reads it ("[erased]");
 * and an order its customer erased later gets the same blanking eraseCustomerFromOrdersView gives.
 */
export function orderViewSetBased(personalData: PersonalData): SetBasedFold {
  return {
    // OrderPlaced v2 added the number (v1's is stated below), v3 each item's Hindi name (older items' stated below too).
    reads: Object.fromEntries(READS.map((type) => [type, type === 'OrderPlaced' ? 3 : 1])),
    async fill(tx: SqlClient, upTo: LogCursor) {
      await revealLiving(tx, upTo, personalData);
      // The planner, guessing a few thousand orders where there are all of them, sorted the wide rows of
      // every order (the OrderPlaced fields, 130 MB at 76,672 orders) to merge-join them with the folded
      // later events and the opened fields; hashing those two narrow sets instead is about 0.4 s of the
      // fill's 11 s there (docs/decisions.md#rebuild-set-based). This fill's transaction only.
      await tx.query(`SET LOCAL enable_mergejoin = off`);
      await tx.query(FILL, [...cursorParams(upTo), ERASED, LATER_TYPES]);
    },
  };
}

/** The temporary table of the living orders' opened fields (revealLiving), a column per field: `address.contactName` is `contactName`. */
const REVEALED = 'jp_revealed_orders';
const REVEALED_COLUMNS = [...SEALED, ...SEALED_IN_ADDRESS];

/**
 * A sealed field as the projection writes it: opened (`r`, revealLiving's row) where the order's key
 * lives, else as a destroyed key reveals it (an envelope, an object: "[erased]"); a plain value as it is.
 * `field`: a jsonb column of `d`.
 */
const asRevealed = (field: string) => `CASE WHEN r.order_id IS NOT NULL THEN r."${field}" WHEN jsonb_typeof(d."${field}") = 'object' THEN $3::text ELSE d."${field}" #>> '{}' END`;

const addressAsRevealed = `d.address || jsonb_strip_nulls(jsonb_build_object(${SEALED_IN_ADDRESS.map(
  (field) => `'${field}', CASE WHEN r.order_id IS NOT NULL THEN to_jsonb(r."${field}") WHEN jsonb_typeof(d.address->'${field}') = 'object' THEN to_jsonb($3::text) END`,
).join(', ')}))`;

/**
 * The OrderPlaced fields the row reads, taken out of its data in one call. An OrderPlaced is stored
 * compressed (1.1 KB of 1.6 KB), and each `data->>'…'` decompresses it again: the row's 25 reads of it
 * were most of this fold's time (EXPLAIN ANALYZE at a million events, bench/README.md). A text column
 * reads as `->>` does; a jsonb one as `->` does but for a JSON null, which becomes NULL (as every use
 * below treats it).
 */
const PLACED_FIELDS = `jsonb_to_record(p.data) AS d("customerId" text, "customerName" jsonb, "customerPhone" jsonb, "orderNotes" jsonb, address jsonb,
  status text, "paymentStatus" text, "paymentMethod" text, items jsonb, "itemsTotalPaise" text, "deliveryChargePaise" text, "handlingChargePaise" text,
  "tipPaise" text, "donationPaise" text, "grandTotalPaise" text, "placedAt" text, "estimatedDelivery" text, "orderNumber" text)`;

const LATER_TYPES = orderEventTypes.filter((type) => type !== 'OrderPlaced');

/**
 * An order's id from its stream's id (orderStream: `order-<id>`), which every one of its events is on:
 * the joins key on it (or on the stream) instead of `data->>'orderId'`, which for an OrderPlaced
 * decompresses its whole data (1.8 of the fill's 6.5 s at a million events, EXPLAIN ANALYZE; bench/README.md, rebuild).
 */
const orderIdOfStream = (alias: string) => `substr(${alias}.stream_id, ${'order-'.length + 1})`;

/**
 * The row as the projection leaves it; `erased`: its customer erased after placing it (eraseCustomerFromOrdersView's SET).
 * An order's OrderPlaced is version 1 of its stream (PlaceOrderHandler appends it to `no_stream`), so
 * every later event of the stream came after it and the stream's first OrderPlaced is the one at version
 * 1: the later events are folded by stream alone, and each OrderPlaced is read once, as the probe side
 * of the last joins (its data is most of the log's bytes: sorting or hashing it made the fold minutes).
 * Before, a first read found each stream's first OrderPlaced by sorting, and a second one fetched its
 * data by position: two bitmap scans of most of the log's heap and a hash of the wide rows. The
 * statement took 5.2 s at a million events, 3.6 s since (auto_explain; docs/decisions.md#rebuild-set-based).
 */
const FILL = `
  WITH later AS (
    SELECT e.stream_id, e.event_type AS type, e.transaction_id AS tx, e.global_position AS gp, e.stream_version AS v, ${recordedAtMs('e')} AS at,
           e.data->>'to' AS to_status, e.data->>'reason' AS reason, e.data->>'amountPaise' AS amount, e.data->>'outcome' AS outcome,
           e.data->>'riderId' AS rider_id, e.data->>'riderName' AS rider_name, e.data->>'carrier' AS carrier, e.data->>'trackingNumber' AS tracking_number
      FROM es_events e WHERE e.event_type = ANY($4::text[]) AND ${logUpTo('e')}
  ),
  last_erasure AS (
    SELECT DISTINCT ON (customer_id) e.data->>'customerId' AS customer_id, e.transaction_id AS tx, e.global_position AS gp
      FROM es_events e WHERE e.event_type = '${CUSTOMER_ERASED}' AND ${logUpTo('e')}
     ORDER BY customer_id, e.transaction_id DESC, e.global_position DESC
  ),
  folded AS (
    SELECT l.stream_id, max(l.v) AS last_v,
           ${anyOf(`l.type = 'OrderStatusChanged'`)} AS status_changed,
           ${lastOf('l.to_status', `l.type = 'OrderStatusChanged'`)} AS status,
           ${lastOf('l.reason', `l.type = 'OrderStatusChanged'`)} AS status_reason,
           ${lastOf('l.at', `l.type = 'OrderStatusChanged' AND l.to_status = 'delivered'`)} AS delivered_at,
           ${anyOf(`l.type IN ('OrderPaymentAttempted', 'OrderPaymentStatusChanged')`)} AS payment_changed,
           ${lastOf(`CASE l.type WHEN 'OrderPaymentAttempted' THEN 'pending' ELSE l.to_status END`, `l.type IN ('OrderPaymentAttempted', 'OrderPaymentStatusChanged')`)} AS payment_status,
           coalesce(sum(l.amount::int) FILTER (WHERE l.type = 'OrderRefundRequested'), 0)
             - coalesce(sum(l.amount::int) FILTER (WHERE l.type = 'OrderRefundSettled'), 0) AS refund_pending_paise,
           coalesce(sum(l.amount::int) FILTER (WHERE l.type = 'OrderRefundSettled' AND l.outcome = 'succeeded'), 0) AS refunded_paise,
           ${lastOf('l.rider_id', `l.type = 'OrderAcceptedForDelivery'`)} AS rider_id,
           ${lastOf('l.rider_name', `l.type = 'OrderAcceptedForDelivery'`)} AS rider_name,
           ${lastOf('l.carrier', `l.type = 'OrderDeliveryDetailsChanged'`)} AS carrier,
           ${lastOf('l.tracking_number', `l.type = 'OrderDeliveryDetailsChanged'`)} AS tracking_number
      FROM later l
     GROUP BY l.stream_id
  ),
  rows AS (
    SELECT ${orderIdOfStream('p')} AS order_id, d.*, f.last_v, f.status_changed, f.status AS status_now, f.status_reason, f.delivered_at, f.payment_changed, f.payment_status,
           f.refund_pending_paise, f.refunded_paise, f.rider_id AS rider, f.rider_name, f.carrier, f.tracking_number, (x.customer_id IS NOT NULL AND (x.tx, x.gp) > (p.transaction_id, p.global_position)) AS erased,
           ${asRevealed('customerName')} AS customer_name, ${asRevealed('customerPhone')} AS customer_phone,
           ${asRevealed('orderNotes')} AS order_notes, ${addressAsRevealed} AS address_now, p.stream_version AS placed_v, p.schema_version AS placed_schema,
           -- orderNumberSql's rule (platform/ids/order-number.ts) on the fields already taken out of the data
           coalesce(d."orderNumber", 'JP-L' || p.global_position) AS order_number
      FROM es_events p
      CROSS JOIN LATERAL ${PLACED_FIELDS}
      LEFT JOIN folded f ON f.stream_id = p.stream_id
      LEFT JOIN last_erasure x ON x.customer_id = d."customerId"
      LEFT JOIN ${REVEALED} r ON r.order_id = ${orderIdOfStream('p')}
     WHERE p.event_type = 'OrderPlaced' AND p.stream_version = 1 AND ${logUpTo('p')}
  )
  INSERT INTO orders_view (order_id, customer_id, customer_name, customer_phone, status, payment_status, payment_method, items, items_total_paise,
    delivery_paise, handling_paise, tip_paise, donation_paise, grand_total_paise, address, order_notes, placed_at, estimated_delivery, version,
    status_reason, delivered_at, refund_pending_paise, refunded_paise, rider_id, rider_name, carrier, tracking_number, order_number)
  SELECT r.order_id, r."customerId",
         CASE WHEN erased THEN $3 ELSE r.customer_name END, CASE WHEN erased THEN $3 ELSE r.customer_phone END,
         CASE WHEN coalesce(status_changed, false) THEN status_now ELSE r.status END,
         CASE WHEN coalesce(payment_changed, false) THEN payment_status ELSE r."paymentStatus" END,
         -- withItemsHindiNames' rule (line-hindi-names.ts), for an OrderPlaced written before lines kept their Hindi name (v1, v2) only
         r."paymentMethod", CASE WHEN r.placed_schema < 3 THEN ${itemsWithHindiNamesSql('r.items')} ELSE r.items END, r."itemsTotalPaise"::int, r."deliveryChargePaise"::int, r."handlingChargePaise"::int,
         r."tipPaise"::int, r."donationPaise"::int, r."grandTotalPaise"::int,
         CASE WHEN erased THEN r.address_now || jsonb_build_object('contactName', $3::text, 'details', $3::text)
                               || CASE WHEN r.address_now->>'contactPhone' IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('contactPhone', $3::text) END
              ELSE r.address_now END,
         CASE WHEN erased AND r.order_notes IS NOT NULL THEN $3 ELSE r.order_notes END,
         r."placedAt"::timestamptz, r."estimatedDelivery"::timestamptz, coalesce(last_v, placed_v),
         status_reason, delivered_at, coalesce(refund_pending_paise, 0), coalesce(refunded_paise, 0), r.rider, rider_name, carrier, tracking_number,
         r.order_number
    FROM rows r`;

/**
 * The orders whose sealed fields a live key still opens (and whose customer has not erased them since):
 * read back from their OrderPlaced, opened as the projection opens them (PersonalData.reveal), and kept
 * in a temporary table that FILL reads them from. Only these events leave PostgreSQL, and only their
 * personal fields. Before, FILL wrote "[erased]" and these rows were then updated: at a real shop's size
 * (every order's key living) that rewrote every row of the new table and its indexes, 2.0 s of the
 * fill's 13.5 s at a million events, and left the table with as many dead rows as live ones.
 */
async function revealLiving(tx: SqlClient, upTo: LogCursor, personalData: PersonalData): Promise<void> {
  await tx.query(`CREATE TEMPORARY TABLE ${REVEALED} (order_id text, ${REVEALED_COLUMNS.map((c) => `"${c}" text`).join(', ')}) ON COMMIT DROP`);
  // The key id of the order's sealed fields (a plain field has none): placing an order seals them all
  // under its customer's one key (PlaceOrderHandler), so the first envelope's kid is every envelope's.
  // An order whose key is gone stays "[erased]". Found by a hash join with pii_keys: as a join filter
  // over the six fields' kids (`subject_id = ANY(ARRAY[…])`), under the fill's enable_nestloop = off,
  // every order was tested against every key (5.0 s of a 14 s rebuild with 64 keys, auto_explain).
  const kid = `coalesce(${[...SEALED.map((field) => `d."${field}"->>'kid'`), ...SEALED_IN_ADDRESS.map((field) => `d.address #>> '{${field},kid}'`)].join(', ')})`;
  // Every field in one jsonb_to_record: each `e.data->…` of a compressed OrderPlaced decompresses it again,
  // and the ten of them were most of this read's 0.8 s at a million events (bench/README.md, rebuild).
  // Read through a cursor, a batch at a time: only one batch's fields are held in Node (forEachBatch).
  // The order's OrderPlaced is its stream's version 1 (FILL says why): one a stream, no sort to find it.
  const query = `SELECT ${orderIdOfStream('e')} AS order_id,
            jsonb_build_object(${SEALED.map((f) => `'${f}', d."${f}"`).join(', ')}, 'address', d.address) AS data
       FROM es_events e
       CROSS JOIN LATERAL jsonb_to_record(e.data) AS d("customerId" text, ${SEALED.map((f) => `"${f}" jsonb`).join(', ')}, address jsonb)
       JOIN pii_keys k ON k.subject_id = ${kid} AND k.wrapped_key IS NOT NULL
      WHERE e.event_type = 'OrderPlaced' AND e.stream_version = 1 AND ${logUpTo('e')}
        AND NOT EXISTS (SELECT 1 FROM es_events x WHERE x.event_type = '${CUSTOMER_ERASED}' AND x.data->>'customerId' = d."customerId"
                           AND (x.transaction_id, x.global_position) > (e.transaction_id, e.global_position) AND ${logUpTo('x')})`;
  await forEachBatch<{ order_id: string; data: Record<string, unknown> }>(tx, { cursor: 'jp_living_orders', query, params: cursorParams(upTo), size: REVEALED_PER_STATEMENT }, async (chunk) => {
    const events = chunk.map((row) => ({ type: 'OrderPlaced', data: row.data }) as unknown as RecordedEvent);
    const opened = await personalData.reveal(events, tx);
    const revealed = opened.map((event, i) => {
      const d = event.data as Record<string, unknown> & { address?: Record<string, unknown> };
      const row: Record<string, unknown> = { order_id: chunk[i].order_id };
      for (const field of SEALED) row[field] = d[field] ?? null;
      for (const field of SEALED_IN_ADDRESS) row[field] = d.address?.[field] ?? null;
      return row;
    });
    await tx.query(
      `INSERT INTO ${REVEALED} SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(order_id text, ${REVEALED_COLUMNS.map((c) => `"${c}" text`).join(', ')})`,
      [JSON.stringify(revealed)],
    );
  });
  await tx.query(`ANALYZE ${REVEALED}`);
}
