import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { cartAndOrderBody, send, shopper, type Shopper } from '../ordering/ordering-helpers.js';

// Issue 16 item 7: delivery staff read any order by id, cancelled ones and ones never offered to them,
// with the customer's name, phone and address. A rider now reads what is offered to every rider or
// assigned to them; anything else is "not found", as for a customer's neighbour.
describe('what a rider may read', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let deepak: Awaited<ReturnType<typeof userWithToken>>;
  let sunil: Awaited<ReturnType<typeof userWithToken>>;
  let ravi: Shopper;
  let productId: string;
  let keys = 0;

  const order = async () => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId, quantity: 1 }]);
    return (await jsonOf(await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `rider-reads-${++keys}` }))).orderId as string;
  };
  const read = (orderId: string, rider: typeof deepak) => send(shop, 'GET', `/api/orders/${orderId}`, rider.auth);

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    admin = await userWithToken(shop, 'admin');
    deepak = await userWithToken(shop, 'delivery', 'Deepak Rider');
    sunil = await userWithToken(shop, 'delivery', 'Sunil Rider');
    ravi = await shopper(shop);
    productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;
  });
  afterAll(() => shop.close());

  it('reads an order offered to every rider, then only once it is theirs', async () => {
    const offered = await order();
    expect((await read(offered, deepak)).status).toBe(200);
    expect((await read(offered, sunil)).status).toBe(200);
    expect((await send(shop, 'PUT', `/api/orders/${offered}/assign`, admin.auth, { riderId: deepak.id })).status).toBe(200);
    expect((await read(offered, deepak)).status).toBe(200);
    const other = await read(offered, sunil);
    expect(other.status).toBe(404);
    expect((await jsonOf(other)).msg).toBe('Order not found');
  });

  it('cannot read a cancelled order it was never given', async () => {
    const cancelled = await order();
    expect((await send(shop, 'POST', `/api/orders/${cancelled}/cancel`, ravi.auth)).status).toBe(200);
    expect((await read(cancelled, sunil)).status).toBe(404);
    // Admins still read every order.
    expect((await send(shop, 'GET', `/api/orders/${cancelled}`, admin.auth)).status).toBe(200);
  });
});
