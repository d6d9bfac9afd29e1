import { forEachBatch } from '../platform/database/rows-in-batches.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { cursorParams, type LogCursor, logUpTo, recordedAtMs, type RecordedEvent, type SetBasedFold } from '../platform/event-store/index.js';
import { orderNumberSql } from '../platform/ids/order-number.js';
import { ERASED, type PersonalData } from '../platform/personal-data/index.js';
import { CUSTOMER_ERASED, NOTIFICATION_EVENT_TYPES } from './consumed-events.js';

const READS = [...NOTIFICATION_EVENT_TYPES, CUSTOMER_ERASED];
const REVEALED_PER_STATEMENT = 5_000;
/** The temporary table of the living customers' names (revealLiving), by their OrderPlaced's event id. */
const REVEALED = 'jp_revealed_names';

/**
 * The fields the messages read, taken out of each event's data in one call (`d`, jsonb columns; a JSON
 * null reads as NULL): an OrderPlaced is stored compressed, and each `data->'…'` decompressed it again,
 * twenty times a row before (EXPLAIN ANALYZE at a million events, bench/README.md).
 */
const FIELDS = ['orderId', 'orderNumber', 'customerName', 'grandTotalPaise', 'paymentMethod', 'amountPaise', 'method', 'reason', 'status'];
const d = (field: string) => `d."${field}"`;

/** `${data.<field>}` as a JavaScript template writes it: a missing field reads "undefined", a null "null". */
const js = (field: string) => `CASE WHEN ${d(field)} IS NOT NULL THEN ${d(field)} #>> '{}' WHEN e.data ? '${field}' THEN 'null' ELSE 'undefined' END`;

/** formatRupees(Number(data.<field>) || 0): en-IN grouping (the last three digits, then pairs), two decimals. */
function rupees(field: string): string {
  const paise = `(CASE jsonb_typeof(${d(field)}) WHEN 'number' THEN (${d(field)} #>> '{}')::bigint ELSE 0 END)`;
  return `(CASE WHEN ${paise} < 0 THEN '-' ELSE '' END || '₹' || regexp_replace((abs(${paise}) / 100)::text, '(\\d)(?=(\\d\\d)*\\d\\d\\d$)', '\\1,', 'g')
           || '.' || lpad((abs(${paise}) % 100)::text, 2, '0'))`;
}

// The order's number: an OrderPlaced's own, any other event's from its order's OrderPlaced (version 1 of
// `order-<id>`, by the log's primary key), the id when there is none, as orderNotificationOf names it.
// orderNumberSql's rule (platform/ids/order-number.ts), on the fields already taken out for an OrderPlaced.
const ORDER = `CASE WHEN e.event_type = 'OrderPlaced' THEN coalesce(${d('orderNumber')} #>> '{}', 'JP-L' || e.global_position)
  ELSE coalesce(${orderNumberSql('p')}, ${d('orderId')} #>> '{}') END`;

/**
 * The order notifications processor's read model stated in SQL, for the rebuild
 * (docs/decisions.md#rebuild-set-based): each event's notification as orderNotificationOf writes it
 * (order-notification.ts; the same messages, money formatted as formatRupees formats it). The customer's
 * name is sealed under a key PostgreSQL never holds: the names whose key still lives are opened in Node
 * first (revealLiving) and the messages written with them; any other sealed name as a destroyed key
 * reads it, and as eraseNames leaves a new-order message a later CustomerErased named.
 */
export function orderNotificationsSetBased(personalData: PersonalData): SetBasedFold {
  return {
    // OrderPlaced v3 only added its lines' Hindi names, which no message reads (v1's missing number is stated below).
    reads: Object.fromEntries(READS.map((type) => [type, type === 'OrderPlaced' ? 3 : 1])),
    async fill(tx: SqlClient, upTo: LogCursor) {
      await revealLiving(tx, upTo, personalData);
      await tx.query(FILL, [...cursorParams(upTo), READS, ERASED]);
    },
  };
}

// A straight scan of the log: nothing is grouped but the erasures, so no event's data is held or sorted.
const FILL = `
  WITH last_erasure AS (
    SELECT DISTINCT ON (o.order_id) o.order_id, x.transaction_id AS tx, x.global_position AS gp
      FROM es_events x CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(x.data->'orderIds') = 'array' THEN x.data->'orderIds' ELSE '[]' END) AS o(order_id)
     WHERE x.event_type = '${CUSTOMER_ERASED}' AND ${logUpTo('x')}
     ORDER BY o.order_id, x.transaction_id DESC, x.global_position DESC
  )
  INSERT INTO notifications (id, order_id, kind, message, time)
  SELECT e.event_id, ${d('orderId')} #>> '{}', made.kind, made.message, ${recordedAtMs('e')}
    FROM es_events e
    CROSS JOIN LATERAL jsonb_to_record(e.data) AS d(${FIELDS.map((field) => `"${field}" jsonb`).join(', ')})
    LEFT JOIN ${REVEALED} r ON r.event_id = e.event_id
    LEFT JOIN last_erasure x ON e.event_type = 'OrderPlaced' AND x.order_id = ${d('orderId')} #>> '{}' AND (x.tx, x.gp) > (e.transaction_id, e.global_position)
    LEFT JOIN es_events p ON e.event_type <> 'OrderPlaced' AND p.stream_id = 'order-' || (${d('orderId')} #>> '{}') AND p.stream_version = 1 AND p.event_type = 'OrderPlaced'
    CROSS JOIN LATERAL (SELECT
      CASE e.event_type
        WHEN 'OrderPlaced' THEN CASE WHEN jsonb_typeof(${d('status')}) = 'string' AND ${d('status')} #>> '{}' = 'pending_payment' THEN 'pending_payment' ELSE 'confirmed' END
        WHEN 'PaymentSucceeded' THEN 'completed'
        WHEN 'PaymentFailed' THEN 'pending_payment'
        WHEN 'OrderStatusChanged' THEN 'cancelled'
        ELSE 'refunded' END AS kind,
      CASE e.event_type
        WHEN 'OrderPlaced' THEN 'New order #' || ${ORDER} || ' from '
          || CASE WHEN x.order_id IS NOT NULL THEN $4 WHEN r.event_id IS NOT NULL THEN r.customer_name
                  WHEN jsonb_typeof(${d('customerName')}) = 'object' THEN $4 ELSE ${js('customerName')} END
          || ': ' || ${rupees('grandTotalPaise')} || ' (' || ${js('paymentMethod')} || ')'
        WHEN 'PaymentSucceeded' THEN 'Payment received for order #' || ${ORDER} || ': ' || ${rupees('amountPaise')} || ' (' || ${js('method')} || ')'
        WHEN 'PaymentFailed' THEN 'Payment failed for order #' || ${ORDER} || ': ' || ${js('reason')}
        WHEN 'OrderStatusChanged' THEN 'Order #' || ${ORDER} || ' cancelled'
          || CASE WHEN jsonb_typeof(${d('reason')}) = 'string' AND ${d('reason')} #>> '{}' <> '' THEN ': ' || (${d('reason')} #>> '{}') ELSE '' END
        WHEN 'RefundSucceeded' THEN 'Refunded ' || ${rupees('amountPaise')} || ' for order #' || ${ORDER}
        ELSE 'Refund of ' || ${rupees('amountPaise')} || ' for order #' || ${ORDER} || ' failed: '
          || CASE WHEN ${d('reason')} IS NOT NULL THEN ${js('reason')} ELSE 'refused by the provider' END
      END AS message) made
   WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')} AND jsonb_typeof(${d('orderId')}) = 'string' AND e.event_type <> '${CUSTOMER_ERASED}'
     -- On the event itself, not its fields: the scan drops the status changes that are not cancellations (most
     -- of what it reads) before any is taken apart or joined. A status change is small, stored uncompressed.
     AND (e.event_type <> 'OrderStatusChanged' OR e.data->>'to' = 'cancelled')`;

/**
 * The new-order notifications whose customer's key still lives (and that no later CustomerErased named):
 * each one's sealed name read back from its OrderPlaced, opened as the processor opens it
 * (PersonalData.reveal), and kept in a temporary table that FILL writes the message with. Before, FILL
 * wrote "[erased]" and these messages were then written again by orderNotificationOf: at a real shop's
 * size (every order's key living) that rewrote every row of the new table and its indexes.
 */
async function revealLiving(tx: SqlClient, upTo: LogCursor, personalData: PersonalData): Promise<void> {
  await tx.query(`CREATE TEMPORARY TABLE ${REVEALED} (event_id uuid, customer_name text) ON COMMIT DROP`);
  // One field taken out of the compressed OrderPlaced (`p`): each `e.data->…` decompresses it again.
  // Read through a cursor, a batch at a time: only one batch's names are held in Node (forEachBatch).
  const query = `SELECT e.event_id, p."customerName" AS customer_name
       FROM es_events e
       CROSS JOIN LATERAL jsonb_to_record(e.data) AS p("orderId" jsonb, "customerName" jsonb)
      WHERE e.event_type = 'OrderPlaced' AND ${logUpTo('e')} AND jsonb_typeof(p."orderId") = 'string'
        AND EXISTS (SELECT 1 FROM pii_keys k WHERE k.wrapped_key IS NOT NULL AND k.subject_id = p."customerName"->>'kid')
        AND NOT EXISTS (SELECT 1 FROM es_events x WHERE x.event_type = '${CUSTOMER_ERASED}' AND x.data->'orderIds' ? (p."orderId" #>> '{}')
                           AND (x.transaction_id, x.global_position) > (e.transaction_id, e.global_position) AND ${logUpTo('x')})`;
  await forEachBatch<{ event_id: string; customer_name: unknown }>(tx, { cursor: 'jp_living_names', query, params: cursorParams(upTo), size: REVEALED_PER_STATEMENT }, async (chunk) => {
    const events = chunk.map((row) => ({ type: 'OrderPlaced', data: { customerName: row.customer_name } }) as unknown as RecordedEvent);
    // `${data.customerName}`, as orderNotificationOf writes it into the message.
    const names = (await personalData.reveal(events, tx)).map((event, i) => ({ event_id: chunk[i].event_id, customer_name: `${(event.data as { customerName: unknown }).customerName}` }));
    await tx.query(`INSERT INTO ${REVEALED} SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(event_id uuid, customer_name text)`, [JSON.stringify(names)]);
  });
  await tx.query(`ANALYZE ${REVEALED}`);
}
