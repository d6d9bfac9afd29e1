// Placing an order reserves its shelves in the COMMIT's round trip, each shelf locked there alone
// (docs/decisions.md#reserve-at-commit, reserve-at-commit.spec.ts); when a line looks short it is placed
// again with its shelves locked from the round trip that opens its transaction (#shelf-window). A hot
// shelf (every order wants it) serves one order at a time, and each statement sent under its lock keeps
// the next order waiting (bench/README.md, orders). This spec records what POST /api/user-orders sends
// through the session after the opening, so a change that moves work under a shelf's lock shows here,
// not only as a slower bench.
import { jest } from '@jest/globals';
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { EventSession } from '../../src/platform/event-store/index.js';
import { inventoryDesk, shelfRow } from '../stock/stock-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper } from './ordering-helpers.js';

describe('what placing an order sends under its shelves’ locks', () => {
  let shop: TestApp;
  let productIds: string[];

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    const products = (await jsonOf(await shop.request('/api/products'))) as { _id: string }[];
    productIds = products.slice(0, 2).map((product) => product._id);
    const desk = await inventoryDesk(shop);
    for (const productId of productIds) await desk.setAvailable(productId, 10);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await shop.close();
  });

  it('sends nothing between the opening and the COMMIT, and the order’s read models land with it', async () => {
    const customer = await shopper(shop);
    const body = await cartAndOrderBody(shop, customer, productIds.map((productId) => ({ productId, quantity: 1 })));
    // Every statement a session sends once reserveForOrder has asked for the stock streams' locks (taken
    // with the opening, so nothing is sent for them here; the COMMIT, sent by the
    // transaction's owner with the deferred rows, is not the session's and is not counted).
    const underShelves: string[] = [];
    const lock = EventSession.prototype.lock;
    jest.spyOn(EventSession.prototype, 'lock').mockImplementation(async function (this: EventSession, streamIds, loads) {
      await lock.call(this, streamIds, loads);
      if (!streamIds.some((id) => id.startsWith('stock-'))) return;
      const tx = this.tx;
      const query = tx.query.bind(tx);
      Object.assign(tx, { query: (text: string, params?: unknown[]) => (underShelves.push(text.trim().replace(/\s+/g, ' ').slice(0, 60)), query(text, params)) });
    });

    const placed = await send(shop, 'POST', '/api/user-orders', customer.auth, body, { 'idempotency-key': 'shelf-window-1' });
    expect(placed.status).toBe(201);
    expect((await shelfRow(shop, productIds[0]))?.reserved).toBe(1);

    // The customer's key is read and locked with the opening, and orders_view opens the fields with it;
    // a new order has no packing row to read. OrderPlaced and its three read models (orders_view,
    // packing_view, money_orders) go with the COMMIT, as the shelves' events and the emptied cart do,
    // beside their rows (docs/decisions.md#event-with-commit): a hot shelf's lock is held for the
    // opening and the COMMIT alone.
    expect(underShelves).toEqual([]);

    const { orderId } = (await jsonOf(placed)) as { orderId: string };
    const db = shop.app.get(Sql);
    const [view] = await db.query<{ customer_name: string; customer_phone: string; version: number; address: { contactName: string } }[]>(
      `SELECT customer_name, customer_phone, version::int AS version, address FROM orders_view WHERE order_id = $1`,
      [orderId],
    );
    // Opened with the key the transaction sealed them with: never "[erased]".
    expect(view).toMatchObject({ customer_phone: expect.stringMatching(/^\d{10}$/), version: 1, address: { contactName: 'Ravi Kumar' } });
    expect(view.customer_name).not.toBe('[erased]');
    expect(await db.query(`SELECT status, version::int AS version FROM packing_view WHERE order_id = $1`, [orderId])).toEqual([{ status: 'confirmed', version: 1 }]);
    expect(await db.query(`SELECT payment_method, grand_total_paise::int AS grand_total_paise FROM money_orders WHERE order_id = $1`, [orderId])).toEqual([
      { payment_method: 'COD', grand_total_paise: Math.round(Number(body.grandTotal) * 100) },
    ]);
    // What the order's transaction wrote, in log order: OrderPlaced, the emptied cart, then the shelves'
    // reservations, which end the COMMIT's batch so that a shelf is held for them and the COMMIT alone.
    const logged = await db.query<{ event_type: string }[]>(
      `SELECT event_type FROM es_events WHERE transaction_id = (SELECT transaction_id FROM es_events WHERE stream_id = $1) ORDER BY global_position`,
      [`order-${orderId}`],
    );
    expect(logged.map((row) => row.event_type)).toEqual(['OrderPlaced', 'CartEmptied', 'StockReserved', 'StockReserved']);
  });
});
