// Placing an order holds its shelves' locks from the round trip that opens its transaction (where they are
// taken with the cart's, docs/decisions.md#shelf-window) to the COMMIT, and a hot shelf (every
// order wants it) serves one order at a time: each statement sent under those locks keeps the next
// order waiting (bench/README.md, orders). This spec records what POST /api/user-orders sends after the
// shelves' locks, so a change that moves work under them shows here, not only as a slower bench.
import { jest } from '@jest/globals';
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

  it('sends only the order’s writes, and reads no key or packing row again', async () => {
    const customer = await shopper(shop);
    const body = await cartAndOrderBody(shop, customer, productIds.map((productId) => ({ productId, quantity: 1 })));
    // Every statement a session sends once reserveForOrder has asked for the stock streams' locks (taken
    // with the opening, so nothing is sent for them here; the COMMIT, sent by the
    // transaction's owner with the deferred rows, is not the session's and is not counted).
    const underShelves: string[] = [];
    const lock = EventSession.prototype.lock;
    jest.spyOn(EventSession.prototype, 'lock').mockImplementation(async function (this: EventSession, streamIds, idempotency, loads) {
      await lock.call(this, streamIds, idempotency, loads);
      if (!streamIds.some((id) => id.startsWith('stock-'))) return;
      const tx = this.tx;
      const query = tx.query.bind(tx);
      Object.assign(tx, { query: (text: string, params?: unknown[]) => (underShelves.push(text.trim().replace(/\s+/g, ' ').slice(0, 60)), query(text, params)) });
    });

    const placed = await send(shop, 'POST', '/api/user-orders', customer.auth, body, { 'idempotency-key': 'shelf-window-1' });
    expect(placed.status).toBe(201);
    expect((await shelfRow(shop, productIds[0]))?.reserved).toBe(1);

    // The customer's key is read and locked with the opening; orders_view opens the
    // fields with that key; a new order has no packing row to read.
    expect(underShelves.filter((text) => /pii_keys/.test(text))).toEqual([]);
    expect(underShelves.filter((text) => /^SELECT .* FROM packing_view/.test(text))).toEqual([]);
    // OrderPlaced and its three read models; the shelves' events and the emptied cart go with the COMMIT,
    // beside their rows (docs/decisions.md#event-with-commit).
    expect(underShelves).toHaveLength(4);
    expect(underShelves.filter((text) => /^WITH stream AS/.test(text))).toHaveLength(1); // OrderPlaced
  });
});
