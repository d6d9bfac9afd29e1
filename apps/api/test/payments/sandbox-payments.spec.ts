import { shopper, type Shopper } from '../ordering/ordering-helpers.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { deliverSandbox, eventTypesOf, placeOnlineOrder, pressOnPage, sandboxSignature, SECRET } from './payment-helpers.js';

describe('sandbox payments', () => {
  let shop: TestApp;
  let ravi: Shopper;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true, payments: { webhookSecret: SECRET } });
    ravi = await shopper(shop);
  });
  afterAll(() => shop.close());

  it('pays end to end over HTTP: page, complete, signed webhook, PaymentSucceeded, redirect', async () => {
    const { orderId, paymentId, paymentUrl, grandTotalPaise } = await placeOnlineOrder(shop, ravi);
    expect(paymentUrl).toMatch(new RegExp(`^/api/payments/sandbox/${paymentId}/[0-9a-f]{32}$`));

    const page = await shop.request(paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(`₹${(grandTotalPaise / 100).toFixed(2)}`);
    expect(html).toContain(orderId);
    expect(html).not.toMatch(/<script|https?:\/\//);

    const done = await pressOnPage(shop, paymentUrl, 'succeeded');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/order-confirmation?orderId=${orderId}&payment=succeeded`);
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentSucceeded']);

    const read = await shop.request(`/api/payments/${paymentId}`, { headers: ravi.auth });
    expect(await jsonOf(read)).toMatchObject({ _id: paymentId, orderId, status: 'paid', amountPaise: grandTotalPaise, capturedPaise: grandTotalPaise, method: 'UPI', provider: 'sandbox' });
  });

  it('hides the page and refuses completion without its key, so a guessed payment id cannot be paid or failed', async () => {
    const { paymentId, paymentUrl } = await placeOnlineOrder(shop, ravi);
    const key = paymentUrl.split('/').at(-1)!;
    const forged = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    for (const url of [`/api/payments/sandbox/${paymentId}`, `/api/payments/sandbox/${paymentId}/${forged}`, `/api/payments/sandbox/${paymentId}/not-a-key`]) {
      const page = await shop.request(url);
      expect(page.status).toBe(404);
      const complete = await pressOnPage(shop, url, 'succeeded');
      expect(complete.status).toBe(404);
    }
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened']);
  });

  it('records a failure, and its page then says so and takes nothing', async () => {
    const { orderId, paymentId, paymentUrl } = await placeOnlineOrder(shop, ravi);
    const done = await pressOnPage(shop, paymentUrl, 'failed');
    expect(done.headers.get('location')).toBe(`/order-confirmation?orderId=${orderId}&payment=failed`);
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentFailed']);

    const page = await shop.request(paymentUrl);
    expect(await page.text()).toContain('This payment failed. Start a new payment from your order. Nothing was taken.');
    const again = await pressOnPage(shop, paymentUrl, 'succeeded');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Nothing was taken.');
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentFailed']);
  });

  it('refuses a bad signature and a stale timestamp with 400, and records nothing', async () => {
    const { paymentId } = await placeOnlineOrder(shop, ravi);
    const event = { id: 'evt_bad', paymentId, outcome: 'succeeded', timestamp: 0 };
    const forged = await deliverSandbox(shop, event, sandboxSignature(JSON.stringify(event), undefined, 'x'.repeat(40)));
    expect(forged.status).toBe(400);
    expect(await jsonOf(forged)).toMatchObject({ statusCode: 400, msg: 'Invalid webhook signature' });
    const stale = await deliverSandbox(shop, event, sandboxSignature(JSON.stringify(event), Math.floor(Date.now() / 1000) - 301));
    expect(stale.status).toBe(400);
    expect((await jsonOf(stale)).msg).toMatch(/5-minute/);
    const unsigned = await shop.request('/api/payments/webhook/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened']);
  });

  it('answers a replayed event id with 200 duplicate, and a late failure after success changes nothing', async () => {
    const { paymentId } = await placeOnlineOrder(shop, ravi);
    const success = { id: 'evt_once', paymentId, outcome: 'succeeded', timestamp: 1 };
    expect(await jsonOf(await deliverSandbox(shop, success))).toEqual({ received: true, duplicate: false });
    const replay = await deliverSandbox(shop, success);
    expect(replay.status).toBe(200);
    expect(await jsonOf(replay)).toEqual({ received: true, duplicate: true });
    const late = await deliverSandbox(shop, { id: 'evt_late', paymentId, outcome: 'failed', timestamp: 2 });
    expect(late.status).toBe(200);
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentSucceeded']);
  });

  it('turns 20 concurrent deliveries of one webhook into one event', async () => {
    const { paymentId } = await placeOnlineOrder(shop, ravi);
    const event = { id: 'evt_burst', paymentId, outcome: 'succeeded', timestamp: 3 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliverSandbox(shop, event)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map(jsonOf));
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1);
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentSucceeded']);
  });

  it('takes one capture when two tabs press Pay on the same page at once', async () => {
    const { paymentId, paymentUrl } = await placeOnlineOrder(shop, ravi);
    const [a, b] = await Promise.all([pressOnPage(shop, paymentUrl, 'succeeded'), pressOnPage(shop, paymentUrl, 'succeeded')]);
    expect([a.status, b.status].sort()).toEqual([303, 409]);
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentSucceeded']);
  });

  it('shows a payment to its owner, admins and auditors only', async () => {
    const { paymentId } = await placeOnlineOrder(shop, ravi);
    const stranger = await userWithToken(shop, 'customer');
    const admin = await userWithToken(shop, 'admin');
    const auditor = await userWithToken(shop, 'auditor');
    expect((await shop.request(`/api/payments/${paymentId}`, { headers: stranger.auth })).status).toBe(404);
    expect((await shop.request(`/api/payments/${paymentId}`, { headers: admin.auth })).status).toBe(200);
    expect((await shop.request(`/api/payments/${paymentId}`, { headers: auditor.auth })).status).toBe(200);
    expect((await shop.request(`/api/payments/${paymentId}`)).status).toBe(401);
  });
});
