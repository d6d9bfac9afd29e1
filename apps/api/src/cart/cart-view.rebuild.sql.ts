import type { SqlClient } from '../platform/database/sql-transaction.js';
import { cursorParams, type LogCursor, logUpTo, recordedAtMs, type SetBasedFold } from '../platform/event-store/index.js';
import { cartEventTypes } from './cart.events.js';

/**
 * cartViewProjection's fold (the decider's evolveCart over each cart stream) stated in SQL, for the
 * rebuild (docs/decisions.md#rebuild-set-based). A cart is one stream, so its version order is its
 * commit order. What evolveCart leaves, read backwards from the cart's last events:
 * - the lines start from the last reset (CartEmptied or GuestCartExpired: none; GuestCartMerged: its
 *   lines); after it, a product's last CartItemQuantitySet or CartItemRemoved says whether it is in the
 *   cart and at what quantity. A line the reset left and that was never removed since keeps its place
 *   (and its other fields); any other line was appended by the first quantity set after its last removal;
 * - the tip is the last CartChargesChosen's, or 0 after a later CartEmptied or GuestCartExpired; the
 *   donation the last CartChargesChosen's, or NULL after a later GuestCartExpired;
 * - the merged guest carts are the GuestCartMerged since the last GuestCartExpired, in order;
 * - a cart whose last event is GuestCartExpired has no row.
 * GuestCartMerged v1 is read through its upcaster (cart.module.ts): the guest cart's key is the SHA-256
 * of the Guest-Token it held.
 */
export const cartViewSetBased: SetBasedFold = {
  reads: Object.fromEntries(cartEventTypes.map((type) => [type, type === 'GuestCartMerged' ? 2 : 1])),
  async fill(tx: SqlClient, upTo: LogCursor) {
    await tx.query(FILL, [...cursorParams(upTo), cartEventTypes]);
  },
};

const RESETS = `('CartEmptied', 'GuestCartMerged', 'GuestCartExpired')`;

/** String(guestToken) as the v1 upcaster hashes it (guestCartKey). */
const guestKey = `CASE WHEN e.event_type <> 'GuestCartMerged' THEN NULL
  WHEN e.schema_version = 1 THEN encode(sha256(convert_to(CASE WHEN NOT (e.data ? 'guestToken') THEN 'undefined' ELSE coalesce(e.data->>'guestToken', 'null') END, 'UTF8')), 'hex')
  ELSE e.data->>'guestCart' END`;

const FILL = `
  WITH ev AS MATERIALIZED (
    SELECT e.stream_id AS cart_id, e.stream_version AS v, e.event_type AS type, ${recordedAtMs('e')} AS at, e.data->>'productId' AS product_id,
           e.data->'quantity' AS quantity, e.data->'tipPaise' AS tip, e.data->'donationPaise' AS donation,
           CASE WHEN e.event_type = 'GuestCartMerged' THEN e.data->'lines' END AS lines, ${guestKey} AS guest_cart
      FROM es_events e WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')}
  ),
  carts AS (
    SELECT cart_id, max(v) AS last_v,
           coalesce(max(v) FILTER (WHERE type IN ${RESETS}), 0) AS reset_v,
           coalesce(max(v) FILTER (WHERE type = 'GuestCartExpired'), 0) AS expired_v,
           max(v) FILTER (WHERE type IN ('CartChargesChosen', 'CartEmptied', 'GuestCartExpired')) AS tip_v,
           max(v) FILTER (WHERE type IN ('CartChargesChosen', 'GuestCartExpired')) AS donation_v
      FROM ev GROUP BY cart_id
  ),
  since_reset AS (
    SELECT l.cart_id, l.product_id, l.v, l.type, l.quantity,
           max(l.v) OVER (PARTITION BY l.cart_id, l.product_id) AS product_last_v,
           coalesce(max(l.v) FILTER (WHERE l.type = 'CartItemRemoved') OVER (PARTITION BY l.cart_id, l.product_id), 0) AS removed_v
      FROM ev l JOIN carts c ON c.cart_id = l.cart_id AND l.v > c.reset_v
     WHERE l.type IN ('CartItemQuantitySet', 'CartItemRemoved')
  ),
  products AS (
    SELECT cart_id, product_id, bool_or(v = product_last_v AND type = 'CartItemQuantitySet') AS present, bool_or(removed_v > 0) AS removed,
           (array_agg(quantity) FILTER (WHERE v = product_last_v))[1] AS quantity,
           min(v) FILTER (WHERE type = 'CartItemQuantitySet' AND v > removed_v) AS added_v
      FROM since_reset GROUP BY cart_id, product_id
  ),
  reset_lines AS (
    SELECT c.cart_id, b.line, b.n FROM carts c JOIN ev r ON r.cart_id = c.cart_id AND r.v = c.reset_v AND r.type = 'GuestCartMerged'
      CROSS JOIN LATERAL jsonb_array_elements(r.lines) WITH ORDINALITY AS b(line, n)
  ),
  lines AS (
    SELECT coalesce(b.cart_id, p.cart_id) AS cart_id,
           jsonb_agg(CASE WHEN p.cart_id IS NULL THEN b.line
                          WHEN b.cart_id IS NOT NULL AND NOT p.removed THEN b.line || jsonb_build_object('quantity', p.quantity)
                          ELSE jsonb_build_object('productId', p.product_id, 'quantity', p.quantity) END
                     ORDER BY CASE WHEN b.cart_id IS NOT NULL AND (p.cart_id IS NULL OR NOT p.removed) THEN 0 ELSE 1 END,
                              CASE WHEN b.cart_id IS NOT NULL AND (p.cart_id IS NULL OR NOT p.removed) THEN b.n ELSE p.added_v END) AS lines
      FROM reset_lines b FULL JOIN products p ON p.cart_id = b.cart_id AND p.product_id = b.line->>'productId'
     WHERE p.cart_id IS NULL OR p.present
     GROUP BY 1
  ),
  merged AS (
    SELECT m.cart_id, jsonb_agg(m.guest_cart ORDER BY m.v) AS guest_carts
      FROM ev m JOIN carts c ON c.cart_id = m.cart_id AND m.v > c.expired_v WHERE m.type = 'GuestCartMerged' GROUP BY m.cart_id
  )
  INSERT INTO cart_view (cart_id, lines, tip_paise, donation_paise, merged_guest_tokens, version, updated_at)
  SELECT c.cart_id, coalesce(l.lines, '[]'::jsonb),
         CASE WHEN t.type = 'CartChargesChosen' THEN (t.tip #>> '{}')::int ELSE 0 END,
         CASE WHEN d.type = 'CartChargesChosen' THEN (d.donation #>> '{}')::int END,
         coalesce(m.guest_carts, '[]'::jsonb), c.last_v, last.at
    FROM carts c
    JOIN ev last ON last.cart_id = c.cart_id AND last.v = c.last_v
    LEFT JOIN ev t ON t.cart_id = c.cart_id AND t.v = c.tip_v
    LEFT JOIN ev d ON d.cart_id = c.cart_id AND d.v = c.donation_v
    LEFT JOIN lines l ON l.cart_id = c.cart_id
    LEFT JOIN merged m ON m.cart_id = c.cart_id
   WHERE last.type <> 'GuestCartExpired'`;
