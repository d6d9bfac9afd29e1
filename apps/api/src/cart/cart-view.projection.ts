import { prepared } from '../platform/database/batch-statement.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { batchRowsOf, groupByStream, type InlineProjection, type RecordedEvent, recordedAtMs, type RowsOf } from '../platform/event-store/index.js';
import { type CartState, emptyCart, evolveCart } from './cart.decider.js';
import { cartEventTypes } from './cart.events.js';
import { cartViewSetBased } from './cart-view.rebuild.sql.js';

interface CartViewRow {
  lines: CartState['lines'];
  tip_paise: number;
  donation_paise: number | null;
  /** Guest cart keys (the column keeps its first name; rows from before hold tokens, which merge nothing now). */
  merged_guest_tokens: string[];
  version: string;
}

/** Keeps cart_view equal to the fold of each cart's events, with the decider's own evolve. */
export const cartViewProjection: InlineProjection = {
  name: 'cart-view',
  eventTypes: cartEventTypes,
  tables: ['cart_view'],
  // The rebuild's first pass in SQL (docs/decisions.md#rebuild-set-based); catch-ups run the folds below.
  setBased: cartViewSetBased,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]) {
    for (const [cartId, cartEvents] of groupByStream(events)) {
      const [row]: CartViewRow[] = await tx.query(
        `SELECT lines, tip_paise, donation_paise, merged_guest_tokens, version::text AS version FROM cart_view WHERE cart_id = $1`,
        [cartId],
      );
      const seen = row ? Number(row.version) : 0;
      const fresh = cartEvents.filter((event) => event.streamVersion > seen);
      if (fresh.length === 0) continue;
      const before: CartState = row ? cartStateOf(row) : emptyCart();
      await writeCartRow(tx, cartId, fresh.reduce(evolveCart, before), fresh[fresh.length - 1]);
    }
  },
  // The same fold over a whole batch: every cart's row read in one statement and written in one.
  async applyBatch(tx: SqlClient, events: readonly RecordedEvent[], rowsOf: RowsOf = batchRowsOf) {
    const rows = rowsOf(tx, 'cart_view', 'cart_id', {});
    const streams = groupByStream(events);
    await rows.load(streams.keys());
    for (const [cartId, cartEvents] of streams) {
      const row = rows.get(cartId) as unknown as CartViewRow | null;
      const fresh = cartEvents.filter((event) => event.streamVersion > (row ? Number(row.version) : 0));
      if (fresh.length === 0) continue;
      const cart = fresh.reduce(evolveCart, row ? cartStateOf(row) : emptyCart());
      const last = fresh[fresh.length - 1];
      if (isClosing(last)) {
        // Removed through the rows, not beside them: a rebuild holds rows between batches, and a DELETE
        // of the table alone would leave the held row to be written back.
        rows.remove(cartId);
        continue;
      }
      rows.set(cartId, {
        cart_id: cartId,
        lines: cart.lines,
        tip_paise: cart.tipPaise,
        donation_paise: cart.donationPaise,
        merged_guest_tokens: cart.mergedGuestCarts,
        version: last.streamVersion,
        updated_at: last.recordedAt,
      });
    }
    await rows.write();
  },
  // The row is the cart's own fold: a cart command loads its state from it and writes it back.
  streamState: {
    streamType: 'cart',
    readStatement: (cartId: string) =>
      prepared(
        `SELECT s.version::text AS stream_version, s.stream_type, s.head_hash, v.lines, v.tip_paise, v.donation_paise, v.merged_guest_tokens, v.version::text AS version
           FROM es_streams s LEFT JOIN cart_view v ON v.cart_id = s.stream_id
          WHERE s.stream_id = $1`,
        [cartId],
      ),
    fromRows: (rows: readonly unknown[]) => {
      const [row] = rows as (Partial<CartViewRow> & { stream_version: string; stream_type: string; head_hash: Buffer | null })[];
      if (!row) return null;
      const version = Number(row.stream_version);
      const atVersion = row.version !== undefined && row.version !== null && Number(row.version) === version;
      return { version, streamType: row.stream_type, headHash: row.head_hash ?? undefined, state: atVersion ? cartStateOf(row as CartViewRow) : undefined };
    },
    write: (tx: SqlClient, state: unknown, appended: readonly RecordedEvent[]) => writeCartRow(tx, appended[0].streamId, state as CartState, appended[appended.length - 1]),
    // Its time comes from the event's row in SQL, so a cart command's event can go with the COMMIT too.
    assignedUnread: true,
  },
};

const cartStateOf = (row: CartViewRow): CartState => ({
  lines: row.lines,
  tipPaise: row.tip_paise,
  donationPaise: row.donation_paise,
  mergedGuestCarts: row.merged_guest_tokens,
});

// An expired guest cart has no row: the log keeps its story, the read model forgets it.
const isClosing = (event: RecordedEvent) => event.type === 'GuestCartExpired';

/**
 * Every column comes from the events (updated_at too), so a rebuild reproduces the row exactly. updated_at
 * is the last event's, read from the log in the same statement (to the millisecond, as the rebuild's SQL
 * fold writes it): that event may be going with the COMMIT, just before this row, its time not known yet.
 */
async function writeCartRow(tx: SqlClient, cartId: string, cart: CartState, last: RecordedEvent): Promise<void> {
  if (isClosing(last)) {
    await tx.query(`DELETE FROM cart_view WHERE cart_id = $1`, [cartId]);
    return;
  }
  await tx.query(
    `INSERT INTO cart_view (cart_id, lines, tip_paise, donation_paise, merged_guest_tokens, version, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5::jsonb, $6, (SELECT ${recordedAtMs('es_events')} FROM es_events WHERE stream_id = $1 AND stream_version = $6))
     ON CONFLICT (cart_id) DO UPDATE SET lines = EXCLUDED.lines, tip_paise = EXCLUDED.tip_paise,
       donation_paise = EXCLUDED.donation_paise, merged_guest_tokens = EXCLUDED.merged_guest_tokens,
       version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
    [cartId, JSON.stringify(cart.lines), cart.tipPaise, cart.donationPaise, JSON.stringify(cart.mergedGuestCarts), last.streamVersion],
  );
}
