import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper } from './ordering-helpers.js';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('paying for an order online (sandbox provider)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  it('waits for payment, lets a failed payment be retried, and confirms the order once paid', async () => {
    const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
    const ravi = await shopper(shop);
    const body = await cartAndOrderBody(shop, ravi, [{ productId: products[0]._id, quantity: 2 }], 'UPI');
    const placed = await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': 'upi-1' });
    expect(placed.status).toBe(201);
    const { orderId, paymentUrl } = await jsonOf(placed);
    expect(paymentUrl).toMatch(/^\/api\/payments\/sandbox\/[0-9a-f]{24}\/[0-9a-f]{32}$/);
    const order = async () => (await jsonOf(await send(shop, 'GET', `/api/orders/${orderId}`, ravi.auth))).order;
    expect(await order()).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending', paymentMethod: 'UPI' });

    const page = await shop.request(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(orderId);

    const fail = await shop.request(`${paymentUrl}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'failed' }), redirect: 'manual' });
    expect(fail.status).toBe(303);
    expect(fail.headers.get('location')).toContain(`orderId=${orderId}`);
    await fail.text();
    expect(await eventually(order, (o) => o.paymentStatus === 'failed')).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });

    // The same checkout sent again after the failure: the order, and nothing to pay on its old page.
    expect(await jsonOf(await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': 'upi-1' }))).toEqual({ orderId });
    const retry = await jsonOf(await send(shop, 'POST', `/api/user-orders/${orderId}/payment`, ravi.auth));
    expect(retry.orderId).toBe(orderId);
    expect(retry.paymentUrl).not.toBe(paymentUrl);

    const pay = await shop.request(`${retry.paymentUrl}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'succeeded' }), redirect: 'manual' });
    expect(pay.status).toBe(303);
    await pay.text();
    expect(await eventually(order, (o) => o.status === 'confirmed')).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const history = await jsonOf(await send(shop, 'GET', `/api/orders/${orderId}`, ravi.auth));
    expect(history.order.paymentStatus).toBe('paid');
  });
});
