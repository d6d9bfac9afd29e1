import { DataSource } from 'typeorm';
import { EventStore, InlineProjections, inlineModel, rebuildReadModels, Upcasters } from '../../src/platform/event-store/index.js';
import { orderModel } from '../../src/ordering/order.decider.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { userWithToken } from '../support/identity-helpers.js';
import { cartAndOrderBody, send, shopper, type Shopper } from './ordering-helpers.js';
import { Sql } from '../../src/platform/database/sql-transaction.js';

describe('placing an order', () => {
  let shop: TestApp;
  let products: { _id: string; name: string; price: number }[];
  let ravi: Shopper;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    products = await jsonOf(await shop.request('/api/products'));
    ravi = await shopper(shop);
  });
  afterAll(() => shop.close());

  const place = (who: Shopper, body: unknown, key: string | null = `key-${Math.random()}`) =>
    send(shop, 'POST', '/api/user-orders', who.auth, body, key ? { 'idempotency-key': key } : {});

  it('places a COD order at the server’s prices, snapshots items and address, and empties the cart', async () => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 2 }, { productId: products[1]._id, quantity: 1 }]);
    const response = await place(ravi, body);
    expect(response.status).toBe(201);
    const { orderId, paymentUrl } = await jsonOf(response);
    expect(orderId).toMatch(/^[0-9a-f]{24}$/);
    expect(paymentUrl).toBeUndefined();

    const { order } = await jsonOf(await send(shop, 'GET', `/api/orders/${orderId}`, ravi.auth));
    expect(order).toMatchObject({
      _id: orderId,
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'COD',
      items: [expect.objectContaining({ productId: products[0]._id, name: products[0].name, price: products[0].price, quantity: 2 }), expect.objectContaining({ quantity: 1 })],
      grandTotal: body.grandTotal,
      handlingCharge: 2,
      deliveryCharge: 0,
      address: { addressId: { _id: ravi.addressId, contactName: 'Ravi Kumar', contactPhone: '9876543210' }, details: expect.stringContaining('Boring Road, Patna') },
      userId: { _id: ravi.id, name: 'Test customer', phone: expect.stringMatching(/^\d{10}$/) },
    });
    expect(new Date(order.estimatedDelivery).getTime() - new Date(order.createdAt).getTime()).toBe(8 * 60_000);
    expect((await jsonOf(await send(shop, 'GET', '/api/cart', ravi.auth))).products).toEqual([]);
    const mine = await jsonOf(await send(shop, 'GET', '/api/user-orders', ravi.auth));
    expect(mine).toMatchObject({ success: true, orders: [expect.objectContaining({ _id: orderId })] });
  });

  it('gives 20 parallel requests with one Idempotency-Key exactly one order', async () => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[2]._id, quantity: 1 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(ravi, body, 'same-key-20')));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await jsonOf(r)).orderId)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    const [{ count }] = await shop.app.get(Sql).query(`SELECT count(*)::int AS count FROM es_events WHERE event_type = 'OrderPlaced' AND metadata->>'idempotencyKey' = 'same-key-20'`);
    expect(count).toBe(1);
  });

  it('refuses the same key with a different order (422)', async () => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[3]._id, quantity: 1 }]);
    expect((await place(ravi, body, 'reused-key')).status).toBe(201);
    const other = await cartAndOrderBody(shop, ravi, [{ productId: products[4]._id, quantity: 1 }]);
    const response = await place(ravi, other, 'reused-key');
    expect(response.status).toBe(422);
    expect((await jsonOf(response)).msg).toMatch(/already used for a different request/);
  });

  it('refuses tampered prices and totals with 409 naming what changed, and charges nothing', async () => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[5]._id, quantity: 3 }]);
    const cheaper = { ...body, items: body.items.map((i: { price: number }) => ({ ...i, price: 0.01 })) };
    const response = await place(ravi, cheaper);
    expect(response.status).toBe(409);
    expect((await jsonOf(response)).msg).toContain(`${products[5].name} now costs`);
    const lowTotal = await place(ravi, { ...body, grandTotal: 1 });
    expect(lowTotal.status).toBe(409);
    expect((await jsonOf(lowTotal)).msg).toMatch(/the grand total is ₹/);
    const unchanged = body.items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
    expect((await jsonOf(await send(shop, 'GET', '/api/cart', ravi.auth))).count).toBe(unchanged);
    const placed = await place(ravi, body);
    expect(placed.status).toBe(201);
  });

  it.each([
    [null, {}, 400, /Idempotency-Key header/],
    ['k1', { paymentMethod: 'BITCOIN' }, 400, /Please select a payment method/],
    ['k2', { addressId: 'ffffffffffffffffffffffff' }, 400, /Please select an address/],
    ['k3', { paymentStatus: 'paid' }, 400, /paymentStatus must be "pending"/],
  ])('refuses key %p with %p: %i', async (key, patch, status, msg) => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[6]._id, quantity: 1 }]);
    const response = await place(ravi, { ...body, ...patch }, key);
    expect(response.status).toBe(status);
    expect((await jsonOf(response)).msg).toMatch(msg);
  });

  it('refuses an empty cart and an address outside Patna', async () => {
    const empty = await shopper(shop);
    const body = await cartAndOrderBody(shop, empty, []);
    expect((await jsonOf(await place(empty, body))).msg).toBe('Your cart is empty');
    // Issue 19 item 5: such an address is refused when saved; one kept from before that rule is still refused here.
    const gaya = await shopper(shop);
    await shop.app.get(DataSource).query(`UPDATE addresses SET locality = 'Civil Lines, Gaya' WHERE id = $1`, [gaya.addressId]);
    const far = await cartAndOrderBody(shop, gaya, [{ productId: products[0]._id, quantity: 1 }]);
    const response = await place(gaya, far);
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).msg).toBe('Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.');
  });

  it('shows an order to its owner, admins and auditors only', async () => {
    const { orders } = await jsonOf(await send(shop, 'GET', '/api/user-orders', ravi.auth));
    const path = `/api/orders/${orders[0]._id}`;
    const stranger = await shopper(shop);
    expect((await send(shop, 'GET', path, stranger.auth)).status).toBe(404);
    expect((await send(shop, 'GET', path, (await userWithToken(shop, 'admin')).auth)).status).toBe(200);
    expect((await send(shop, 'GET', path, (await userWithToken(shop, 'auditor')).auth)).status).toBe(200);
    expect((await send(shop, 'GET', path, {})).status).toBe(401);
    expect((await send(shop, 'POST', '/api/user-orders', (await userWithToken(shop, 'admin')).auth, {}, { 'idempotency-key': 'x' })).status).toBe(403);
  });

  it('rebuilds orders_view exactly, and each order folds from its events to what the view shows', async () => {
    const db = shop.app.get(Sql);
    const projections = shop.app.get(InlineProjections).all().filter((p) => p.name === 'order-view');
    const report = await rebuildReadModels(db, shop.app.get(Upcasters), projections.map(inlineModel));
    expect(report.tables).toEqual([expect.objectContaining({ table: 'orders_view', rows: expect.any(Number), identical: true })]);
    const rows: { order_id: string; status: string; payment_status: string; grand_total_paise: number }[] = await db.query(
      `SELECT order_id, status, payment_status, grand_total_paise FROM orders_view`,
    );
    for (const row of rows) {
      const { state } = await shop.app.get(EventStore).load({ streamId: `order-${row.order_id}`, streamType: 'order' }, orderModel);
      expect([state.status, state.paymentStatus, state.placed?.grandTotalPaise]).toEqual([row.status, row.payment_status, row.grand_total_paise]);
    }
  });
});
