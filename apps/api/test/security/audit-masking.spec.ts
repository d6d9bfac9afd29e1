import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { userWithToken } from '../support/identity-helpers.js';
import { cartAndOrderBody, send, shopper } from '../ordering/ordering-helpers.js';

// Issue 16 item 7: auditors read every customer's phone and address in the log. The audit views now
// mask them (phones as 98•••••210, addresses down to their last part); one order at a time is unmasked
// on request with a reason, and that request is itself in the log, where auditors list it.
describe('what an auditor sees of personal data', () => {
  let shop: TestApp;
  let auditor: Awaited<ReturnType<typeof userWithToken>>;
  let orderId: string;
  let customerPhone: string;
  const building = 'Flat 4B, Sunrise Apartments';

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    auditor = await userWithToken(shop, 'auditor');
    const ravi = await shopper(shop);
    const productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;
    const body = await cartAndOrderBody(shop, ravi, [{ productId, quantity: 1 }]);
    const placed = await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': 'audit-masking-1' });
    orderId = (await jsonOf(placed)).orderId;
    [{ phone: customerPhone }] = await shop.app.get(DataSource).query(`SELECT phone FROM users WHERE id = $1`, [ravi.id]);
  });
  afterAll(() => shop.close());

  const read = (path: string) => send(shop, 'GET', path, auditor.auth);
  const unmask = (id: string, body: unknown, who = auditor.auth) => send(shop, 'POST', `/api/audit/orders/${id}/unmask`, who, body);
  const masked = (phone: string) => `${phone.slice(0, 2)}•••••${phone.slice(-3)}`;
  const expectNoPersonalData = (answer: unknown) => {
    const text = JSON.stringify(answer);
    for (const secret of [customerPhone, '9876543210', 'Sunrise Apartments', 'Flat 4B', 'Boring Road']) expect(text).not.toContain(secret);
  };

  it('masks phones and addresses in every audit view of an order', async () => {
    const order = await jsonOf(await read(`/api/audit/orders/${orderId}`));
    expect(order.unmasked).toBe(false);
    const placed = order.order.events.find((e: { type: string }) => e.type === 'OrderPlaced');
    expect(placed.data).toMatchObject({
      customerPhone: masked(customerPhone),
      address: { contactPhone: '98•••••210', details: '•••, •••, •••, Patna' },
    });
    expectNoPersonalData(order);
    expectNoPersonalData(await jsonOf(await read(`/api/audit/streams/order-${orderId}/events`)));
    expectNoPersonalData(await jsonOf(await read(`/api/audit/streams/order-${orderId}/state`)));
    const feed = await jsonOf(await read('/api/audit/events?type=OrderPlaced'));
    expect(feed.events.length).toBeGreaterThan(0);
    expectNoPersonalData(feed);
  });

  it('unmasks one order for a stated reason, and records who asked, when, for which order and why', async () => {
    const answer = await unmask(orderId, { reason: 'Customer dispute, ticket 4411' });
    expect(answer.status).toBe(200);
    const order = await jsonOf(answer);
    expect(order.unmasked).toBe(true);
    const placed = order.order.events.find((e: { type: string }) => e.type === 'OrderPlaced');
    expect(placed.data).toMatchObject({ customerPhone, address: { contactPhone: '9876543210', details: `${building}, Boring Road, Patna` } });

    const log = await jsonOf(await read('/api/audit/events?type=OrderUnmasked'));
    expect(log.events).toHaveLength(1);
    expect(log.events[0]).toMatchObject({
      streamId: `audit-access-${auditor.id}`,
      data: { orderId, orderNumber: expect.stringMatching(/^JP-\d{6}$/), by: 'Test auditor', reason: 'Customer dispute, ticket 4411', at: null },
      metadata: { actorId: auditor.id, role: 'auditor' },
    });
    expect(Date.now() - Date.parse(log.events[0].recordedAt)).toBeLessThan(60_000);
    // The next read is masked again: unmasking is one answer, not a mode.
    expectNoPersonalData(await jsonOf(await read(`/api/audit/orders/${orderId}`)));
  });

  it('refuses an unmasking without a reason or for an order that does not exist, recording nothing', async () => {
    const noReason = await unmask(orderId, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(await jsonOf(noReason)).toEqual({ statusCode: 400, msg: 'reason must say why, in 10 to 500 characters' });
    expect((await unmask(orderId, {})).status).toBe(400);
    expect((await unmask('000000000000000000000000', { reason: 'Looking for anything at all' })).status).toBe(404);
    const log = await jsonOf(await read('/api/audit/events?type=OrderUnmasked'));
    expect(log.events).toHaveLength(1);
  });

  it('lets no customer unmask', async () => {
    const customer = await userWithToken(shop, 'customer');
    expect((await unmask(orderId, { reason: 'I would like to see it' }, customer.auth)).status).toBe(403);
  });
});
