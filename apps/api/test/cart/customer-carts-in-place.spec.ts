// A customer's cart row changes with every add and with every order placed. PostgreSQL updates a row in
// place (a HOT update: no new index entry, no dead one left) only when no index covers a column the update
// changes, whatever the index's WHERE: the idle guest carts' index is on `guest_idle_since`, NULL for every
// customer's cart, not on `updated_at` (docs/decisions.md#guest-cart-expiry, "Customer carts updated in place").
import { DataSource } from 'typeorm';
import { cartModel, cartStreamOf, emptyTheCart } from '../../src/cart/index.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { EventSession, InlineProjections, Upcasters } from '../../src/platform/event-store/index.js';
import { send, shopper } from '../ordering/ordering-helpers.js';
import { indexedColumns, updatesIn } from '../support/in-place-updates.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { itOnPostgres } from '../support/on-postgres.js';

describe('a customer’s cart row, updated in place', () => {
  let shop: TestApp;
  let productId: string;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    [{ _id: productId }] = (await jsonOf(await shop.request('/api/products'))) as { _id: string }[];
  });
  afterAll(() => shop.close());

  it('keeps the idle guest carts’ column NULL for a customer’s cart and indexes nothing else that a cart change writes', async () => {
    const who = await shopper(shop);
    expect((await send(shop, 'POST', '/api/cart/add', who.auth, { productId, quantity: 1 })).status).toBe(200);
    const guest = await shop.request('/api/guest-cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId, quantity: 1 }) });
    expect(guest.status).toBe(200);
    const db = shop.app.get(DataSource);
    const rows: { kind: string; idle_since_is_updated_at: boolean | null }[] = await db.query(
      `SELECT CASE WHEN cart_id LIKE 'cart-guest-%' THEN 'guest' ELSE 'customer' END AS kind, guest_idle_since = updated_at AS idle_since_is_updated_at
         FROM cart_view WHERE cart_id = $1 OR cart_id LIKE 'cart-guest-%' ORDER BY 1`,
      [cartStreamOf({ kind: 'customer', userId: who.id }).streamId],
    );
    expect(rows).toEqual([{ kind: 'customer', idle_since_is_updated_at: null }, { kind: 'guest', idle_since_is_updated_at: true }]);
    expect(await indexedColumns(shop.app.get(Sql), 'cart_view')).toEqual(['cart_id', 'guest_idle_since']);
  });

  // PostgreSQL's per-transaction statistics; PGlite's single-user server keeps none.
  itOnPostgres('empties a customer’s cart (as placing an order does) with a HOT update of its row', async () => {
    const who = await shopper(shop);
    expect((await send(shop, 'POST', '/api/cart/add', who.auth, { productId, quantity: 2 })).status).toBe(200);
    const cart = cartStreamOf({ kind: 'customer', userId: who.id });
    const counts = await updatesIn(shop.app.get(Sql), 'cart_view', async (tx) => {
      // A session that writes the cart's row on the transaction itself (the shop's own sends it with the
      // COMMIT), so the transaction's statistics can be read after it.
      const session = new EventSession(tx, shop.app.get(Upcasters), shop.app.get(InlineProjections));
      await session.lock([cart.streamId], [cart]);
      const { state, version } = await session.load(cart, cartModel);
      await session.append(cart, version, emptyTheCart(state, 'order-placed', 'f'.repeat(24)), { actorId: who.id, role: 'customer' });
    });
    // The counts may include the connection's earlier updates (the adds above).
    expect(counts.updated).toBeGreaterThanOrEqual(1);
    expect(counts.inPlace).toBe(counts.updated);
  });
});
