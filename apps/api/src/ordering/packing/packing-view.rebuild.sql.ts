import type { SqlClient } from '../../platform/database/sql-transaction.js';
import { anyOf, cursorParams, lastOf, type LogCursor, logUpTo, recordedAtMs, type SetBasedFold } from '../../platform/event-store/index.js';
import { itemsWithHindiNamesSql, lineWithHindiNameSql } from '../line-hindi-names.js';
import { packingViewEventTypes } from './packing-view.fold.js';

const LATER_TYPES = packingViewEventTypes.filter((type) => type !== 'OrderPlaced');
const LINE_TYPES = `('OrderLinePicked', 'OrderLineShort', 'OrderLineSubstituted')`;
/** The OrderPlaced fields the row copies, as evolvePackingView copies them (orderNumber and status are stated apart). */
const COPIED = ['orderId', 'placedAt', 'paymentMethod', 'items', 'itemsTotalPaise', 'grandTotalPaise'];
const READ_AT: Readonly<Record<string, number>> = { OrderPlaced: 3, OrderLineSubstituted: 2 };

/**
 * packingViewProjection's fold (evolvePackingView, evolvePacking) stated in SQL, for the rebuild
 * (docs/decisions.md#rebuild-set-based). An order is one stream, so its version order is its commit
 * order. A row is the stream's OrderPlaced (the fold starts afresh at one; a stream has one, its first event) with:
 * the `to` of the last OrderStatusChanged after it as its status; `packing` null until a claim, and from
 * the last claim on, its packer, when it was recorded (as `toISOString()` writes a Date: milliseconds,
 * UTC), per product the last line event since, and the sum of what the short and substituted lines
 * since took off; the version of the stream's last event of these types. Every value is the event's JSON
 * as it stands (a number stays a number), and a key the event lacks is left out as JSON.stringify leaves
 * out an undefined field.
 */
export const packingViewSetBased: SetBasedFold = {
  // OrderPlaced v2 added the order's number, v3 each item's Hindi name, OrderLineSubstituted v2 its substitute's:
  // older events are read through their upcasters (withLegacyOrderNumber, line-hindi-names.ts), stated below.
  reads: Object.fromEntries(packingViewEventTypes.map((type) => [type, READ_AT[type] ?? 1])),
  async fill(tx: SqlClient, upTo: LogCursor) {
    await tx.query(FILL, [...cursorParams(upTo), LATER_TYPES]);
  },
};

/** `data`'s own keys among `keys`, with their JSON values: the object a TypeScript destructuring of them writes. */
const only = (data: string, keys: readonly string[]) =>
  `(${data} - ARRAY(SELECT k FROM jsonb_object_keys(${data}) AS k WHERE k <> ALL (ARRAY[${keys.map((key) => `'${key}'`).join(', ')}])))`;

/**
 * The key, when the OrderPlaced lacks it: jsonb_to_record reads a missing field and a JSON null alike
 * (NULL), so the data is asked only then (a second read of a compressed value; never, for the shop's events).
 */
const absent = (field: string) => `CASE WHEN d."${field}" IS NOT NULL THEN NULL WHEN p.data ? '${field}' THEN NULL ELSE '${field}' END`;

/** The last status change's `to`, or the placed status. */
const STATUS = `CASE WHEN f.status_changed THEN f.status ELSE d.status END`;

/** An instant as Date#toISOString() writes it. */
const isoString = (at: string) => `to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An order's OrderPlaced is version 1 of its stream (PlaceOrderHandler appends it to `no_stream`), so it
 * is the stream's only one and every later event of the stream came after it: the later events are
 * taken by stream alone, and each OrderPlaced is read once, at the end, as the probe side of the last
 * joins, all its fields in one jsonb_to_record (it is stored compressed, and each `data->…` of it
 * decompresses it again). Before, a first read found each stream's last OrderPlaced by sorting, the
 * later events were hashed against it, and a second read fetched its data by position: the statement
 * took 3.8 s at a million events, 3.0 s since (auto_explain; docs/decisions.md#rebuild-set-based).
 */
const FILL = `
  WITH later AS MATERIALIZED (
    SELECT e.stream_id, e.event_type AS type, e.transaction_id AS tx, e.global_position AS gp, e.stream_version AS v, ${recordedAtMs('e')} AS at,
           CASE e.event_type WHEN 'OrderStatusChanged' THEN e.data->'to' END AS to_status,
           CASE WHEN e.event_type IN ${LINE_TYPES} THEN e.data->>'productId' END AS product_id,
           CASE e.event_type WHEN 'OrderLinePicked' THEN '{"outcome": "picked"}'::jsonb
                             WHEN 'OrderLineShort' THEN '{"outcome": "short"}'::jsonb || ${only('e.data', ['missing', 'amountPaise'])}
                             WHEN 'OrderLineSubstituted' THEN '{"outcome": "substituted"}'::jsonb || ${only('e.data', ['substitute', 'amountPaise'])}
                                  -- withSubstituteHindiName's rule, for a substitution written before substitutes kept their Hindi name (v1) only
                                  || CASE WHEN e.schema_version < 2 THEN jsonb_build_object('substitute', ${lineWithHindiNameSql(`(e.data->'substitute')`)}) ELSE '{}'::jsonb END END AS outcome,
           CASE WHEN e.event_type IN ('OrderLineShort', 'OrderLineSubstituted') THEN (e.data->>'amountPaise')::numeric END AS amount,
           CASE e.event_type WHEN 'OrderPackingClaimed' THEN ${only('e.data', ['packerId', 'packerName'])} END AS packer
      FROM es_events e WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')}
  ),
  folded AS (
    SELECT l.stream_id, max(l.v) AS last_v,
           ${anyOf(`l.type = 'OrderStatusChanged'`)} AS status_changed,
           ${lastOf('l.to_status', `l.type = 'OrderStatusChanged'`)} AS status
      FROM later l GROUP BY l.stream_id
  ),
  claimed AS (
    SELECT DISTINCT ON (l.stream_id) l.stream_id, l.tx, l.gp, l.at, l.packer
      FROM later l WHERE l.type = 'OrderPackingClaimed'
     ORDER BY l.stream_id, l.tx DESC, l.gp DESC
  ),
  decided AS (
    SELECT l.stream_id, l.product_id, l.outcome, l.amount,
           row_number() OVER (PARTITION BY l.stream_id, l.product_id ORDER BY l.tx DESC, l.gp DESC) AS from_last
      FROM later l JOIN claimed c ON c.stream_id = l.stream_id AND (l.tx, l.gp) > (c.tx, c.gp)
     WHERE l.type IN ${LINE_TYPES}
  ),
  packed AS (
    SELECT c.stream_id,
           jsonb_build_object('claimedAt', ${isoString('c.at')},
                              'lines', coalesce(jsonb_object_agg(d.product_id, d.outcome) FILTER (WHERE d.from_last = 1), '{}'::jsonb),
                              'takenOffPaise', coalesce(sum(d.amount), 0)) || c.packer AS packing
      FROM claimed c LEFT JOIN decided d ON d.stream_id = c.stream_id
     GROUP BY c.stream_id, c.at, c.packer
  ),
  rows AS (
    -- The columns from the fields, not from the document: each use of a column of this subquery would build it again.
    SELECT d."orderId" #>> '{}' AS order_id, ${STATUS} #>> '{}' AS status, (d."placedAt" #>> '{}')::timestamptz AS placed_at,
           jsonb_build_object(${COPIED.filter((field) => field !== 'items').map((field) => `'${field}', d."${field}"`).join(', ')},
             -- withItemsHindiNames' rule, for an OrderPlaced written before lines kept their Hindi name (v1, v2) only
             'items', CASE WHEN p.schema_version < 3 THEN ${itemsWithHindiNamesSql('d.items')} ELSE d.items END,
             -- withLegacyOrderNumber's rule, for an OrderPlaced written before numbers (v1) only
             'orderNumber', CASE WHEN p.schema_version < 2 THEN coalesce(d."orderNumber", to_jsonb('JP-L' || p.global_position)) ELSE d."orderNumber" END,
             'status', ${STATUS},
             'packing', pk.packing)
           - ARRAY[${COPIED.map(absent).join(', ')},
                   CASE WHEN p.schema_version >= 2 THEN ${absent('orderNumber')} END,
                   CASE WHEN f.status_changed THEN NULL ELSE ${absent('status')} END] AS packing,
           coalesce(f.last_v, p.stream_version) AS version
      FROM es_events p
      CROSS JOIN LATERAL jsonb_to_record(p.data) AS d(${[...COPIED, 'orderNumber', 'status'].map((field) => `"${field}" jsonb`).join(', ')})
      LEFT JOIN folded f ON f.stream_id = p.stream_id
      LEFT JOIN packed pk ON pk.stream_id = p.stream_id
     WHERE p.event_type = 'OrderPlaced' AND p.stream_version = 1 AND ${logUpTo('p')}
  )
  INSERT INTO packing_view (order_id, status, placed_at, packing, version)
  SELECT r.order_id, r.status, r.placed_at, r.packing, r.version FROM rows r`;
