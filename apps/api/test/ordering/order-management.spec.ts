import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { userWithToken } from '../support/identity-helpers.js';
import { cartAndOrderBody, send, shopper, type Shopper } from './ordering-helpers.js';

describe('managing orders', () => {
  let shop: TestApp;
  let admin: Record<string, string>;
  let ravi: Shopper;
  let products: { _id: string }[];

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    products = await jsonOf(await shop.request('/api/products'));
    admin = (await userWithToken(shop, 'admin')).auth;
    ravi = await shopper(shop);
  });
  afterAll(() => shop.close());

  async function placeOne(): Promise<string> {
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }]);
    const response = await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `k-${Math.random()}` });
    return (await jsonOf(response)).orderId;
  }

  const put = (path: string, body: unknown) => send(shop, 'PUT', path, admin, body);

  it('moves an order along the tracker, and refuses a move back with 409', async () => {
    const id = await placeOne();
    for (const status of ['preparing', 'shipped', 'delivered']) {
      const response = await put(`/api/orders/${id}/status`, { status });
      expect(response.status).toBe(200);
      expect((await jsonOf(response)).order.status).toBe(status);
    }
    const back = await put(`/api/orders/${id}/status`, { status: 'confirmed' });
    expect(back.status).toBe(409);
    expect((await jsonOf(back)).msg).toBe('An order that is delivered cannot become confirmed');
    const { order } = await jsonOf(await send(shop, 'GET', `/api/orders/${id}`, ravi.auth));
    expect(order.deliveredAt).toEqual(expect.any(String));
  });

  it('records who changed what in the order’s history', async () => {
    const id = await placeOne();
    await put(`/api/orders/${id}/payment-status`, { paymentStatus: 'paid' });
    const history = await jsonOf(await send(shop, 'GET', `/api/audit/streams/order-${id}/events`, admin));
    expect(history.events.map((e: { type: string; metadata: { role: string } }) => [e.type, e.metadata.role])).toEqual([
      ['OrderPlaced', 'customer'],
      ['OrderPaymentStatusChanged', 'admin'],
    ]);
  });

  it('never moves a paid order back to pending', async () => {
    const id = await placeOne();
    expect((await put(`/api/orders/${id}/payment-status`, { paymentStatus: 'paid' })).status).toBe(200);
    const back = await put(`/api/orders/${id}/payment-status`, { paymentStatus: 'pending' });
    expect(back.status).toBe(409);
    expect((await put(`/api/orders/${id}/payment-status`, { paymentStatus: 'completed' })).status).toBe(400);
  });

  it('keeps carrier and tracking number', async () => {
    const id = await placeOne();
    const { order } = await jsonOf(await put(`/api/orders/${id}/delivery-details`, { carrier: 'Jhatpat Fleet', trackingNumber: 'JP-22' }));
    expect(order).toMatchObject({ carrier: 'Jhatpat Fleet', trackingNumber: 'JP-22' });
    expect((await put(`/api/orders/${id}/delivery-details`, { carrier: '', trackingNumber: 'x' })).status).toBe(400);
  });

  it('lets a customer cancel until the order is packed, and not after', async () => {
    const early = await placeOne();
    const cancelled = await send(shop, 'POST', `/api/orders/${early}/cancel`, ravi.auth);
    expect((await jsonOf(cancelled)).order.status).toBe('cancelled');
    const packed = await placeOne();
    await put(`/api/orders/${packed}/status`, { status: 'preparing' });
    const late = await send(shop, 'POST', `/api/orders/${packed}/cancel`, ravi.auth);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).msg).toBe('Orders cannot be cancelled once packed for delivery.');
    const stranger = await shopper(shop);
    expect((await send(shop, 'POST', `/api/orders/${packed}/cancel`, stranger.auth)).status).toBe(404);
  });

  it('lists orders for admins with filters, search (a leading # ignored) and pages of 10', async () => {
    const id = await placeOne();
    const all = await jsonOf(await send(shop, 'GET', '/api/orders', admin));
    expect(all.pagination).toMatchObject({ page: 1, total: expect.any(Number) });
    expect(all.orders.length).toBeLessThanOrEqual(10);
    const bySlice = await jsonOf(await send(shop, 'GET', `/api/orders?search=${encodeURIComponent(`#${id.slice(18, 24).toUpperCase()}`)}`, admin));
    expect(bySlice.orders.map((o: { _id: string }) => o._id)).toContain(id);
    const cancelled = await jsonOf(await send(shop, 'GET', '/api/orders?status=cancelled', admin));
    expect(cancelled.orders.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
    const paid = await jsonOf(await send(shop, 'GET', '/api/orders?paymentStatus=completed', admin));
    expect(paid.orders.every((o: { paymentStatus: string }) => o.paymentStatus === 'paid')).toBe(true);
    expect((await send(shop, 'GET', '/api/orders?status=lost', admin)).status).toBe(400);
    expect((await send(shop, 'GET', "/api/orders?search=%27%20OR%201%3D1%20--", admin)).status).toBe(200);
    expect((await send(shop, 'GET', '/api/orders', ravi.auth)).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    expect((await put('/api/orders/ffffffffffffffffffffffff/status', { status: 'preparing' })).status).toBe(404);
    expect((await put('/api/orders/not-an-id/status', { status: 'preparing' })).status).toBe(404);
  });
});

describe('delivering orders', () => {
  let shop: TestApp;
  let products: { _id: string }[];

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    products = await jsonOf(await shop.request('/api/products'));
  });
  afterAll(() => shop.close());

  it('lets a rider take a ready order, pick it up and deliver it; a COD order is then paid', async () => {
    const ravi = await shopper(shop);
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 1 }]);
    const { orderId } = await jsonOf(await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': 'deliver-1' }));
    const rider = await userWithToken(shop, 'delivery', 'Deepak Rider');
    const other = await userWithToken(shop, 'delivery', 'Other Rider');

    const listed = await jsonOf(await send(shop, 'GET', '/api/delivery/orders', rider.auth));
    expect(listed.ready.map((o: { _id: string }) => o._id)).toContain(orderId);

    const accepted = await jsonOf(await send(shop, 'PUT', `/api/delivery/orders/${orderId}/accept`, rider.auth));
    // The rider is not given their own phone; the customer is, read from the rider's account (docs/decisions.md#rider-phone).
    expect(accepted.order.rider).toEqual({ _id: rider.id, name: 'Deepak Rider', phone: null });
    const riderOf = async (auth: Record<string, string>) => (await jsonOf(await send(shop, 'GET', `/api/orders/${orderId}`, auth))).order.rider;
    expect(await riderOf(ravi.auth)).toEqual({ _id: rider.id, name: 'Deepak Rider', phone: rider.phone });
    const auditor = await userWithToken(shop, 'auditor');
    expect((await riderOf(auditor.auth)).phone).toBeNull();
    const taken = await send(shop, 'PUT', `/api/delivery/orders/${orderId}/accept`, other.auth);
    expect(taken.status).toBe(409);
    expect((await jsonOf(taken)).msg).toBe('Another rider has already accepted this order');
    expect((await send(shop, 'PUT', `/api/delivery/orders/${orderId}/picked-up`, other.auth)).status).toBe(404);

    expect((await jsonOf(await send(shop, 'PUT', `/api/delivery/orders/${orderId}/picked-up`, rider.auth))).order.status).toBe('shipped');
    const delivered = await jsonOf(await send(shop, 'PUT', `/api/delivery/orders/${orderId}/delivered`, rider.auth));
    expect(delivered.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    // A delivered order no longer gives the rider's phone, even to its customer.
    expect(await riderOf(ravi.auth)).toEqual({ _id: rider.id, name: 'Deepak Rider', phone: null });
    const mine = await jsonOf(await send(shop, 'GET', '/api/delivery/orders', rider.auth));
    expect(mine.mine.map((o: { _id: string }) => o._id)).not.toContain(orderId);
    expect((await send(shop, 'GET', '/api/delivery/orders', ravi.auth)).status).toBe(403);
  });
});
