import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper, type Shopper } from '../ordering/ordering-helpers.js';

// Issue 10, IDOR: one customer guessing the ids of another's address, order and payment. Every such
// read or write is answered 404 "not found", the same as an id that does not exist, so a guess learns
// nothing; and the owner's things are untouched afterwards.
describe("another customer's address, order and payment, by id", () => {
  let shop: TestApp;
  let asha: Shopper;
  let ravi: Shopper;
  let orderId: string;
  let paymentId: string;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    asha = await shopper(shop, 'Kankarbagh, Patna');
    ravi = await shopper(shop);
    const productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;
    const body = await cartAndOrderBody(shop, asha, [{ productId, quantity: 2 }], 'UPI');
    const placed = await jsonOf(await send(shop, 'POST', '/api/user-orders', asha.auth, body, { 'idempotency-key': 'idor-1' }));
    orderId = placed.orderId;
    paymentId = placed.paymentUrl.split('/')[4];
    expect(paymentId).toMatch(/^[0-9a-f]{24}$/);
  });
  afterAll(() => shop.close());

  const attempts = () => [
    ['GET', `/api/addresses/${asha.addressId}`, undefined],
    ['PUT', `/api/addresses/${asha.addressId}`, { addressType: 'Home', building: 'Taken over', locality: 'Boring Road, Patna', contactName: 'Ravi' }],
    ['PATCH', `/api/addresses/${asha.addressId}/set-default`, undefined],
    ['DELETE', `/api/addresses/${asha.addressId}`, undefined],
    ['GET', `/api/orders/${orderId}`, undefined],
    ['POST', `/api/orders/${orderId}/cancel`, undefined],
    ['GET', `/api/payments/${paymentId}`, undefined],
  ] as const;

  const labels = ['reading the address', 'editing the address', 'making it the default', 'deleting the address', 'reading the order', 'cancelling the order', 'reading the payment'];

  it.each(labels.map((label, i) => [label, i] as const))('answers %s with 404 and a message, like an id that does not exist', async (_label, i) => {
    const [method, path, body] = attempts()[i];
    const answer = await send(shop, method, path, ravi.auth, body);
    const json = await jsonOf(answer);
    expect([answer.status, typeof json.msg]).toEqual([404, 'string']);
    const unknown = await send(shop, method, path.replace(/[0-9a-f]{24}/, '6921a3c0a1b2c3d4e5ffffff'), ravi.auth, body);
    expect(unknown.status).toBe(404);
    expect((await jsonOf(unknown)).msg).toBe(json.msg);
  });

  it("leaves the owner's address, order and payment as they were, and shows the attacker none of them", async () => {
    const address = await jsonOf(await send(shop, 'GET', `/api/addresses/${asha.addressId}`, asha.auth));
    expect(address).toMatchObject({ _id: asha.addressId, building: 'Flat 4B, Sunrise Apartments' });
    const { order } = await jsonOf(await send(shop, 'GET', `/api/orders/${orderId}`, asha.auth));
    expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect((await send(shop, 'GET', `/api/payments/${paymentId}`, asha.auth)).status).toBe(200);
    const mine = await jsonOf(await send(shop, 'GET', '/api/user-orders', ravi.auth));
    expect(mine.orders).toEqual([]);
    const addresses = await jsonOf(await send(shop, 'GET', '/api/addresses', ravi.auth));
    expect(JSON.stringify(addresses)).not.toContain(asha.addressId);
  });
});
