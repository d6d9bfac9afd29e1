import { loadConfig } from '../../src/load-config.js';
import { resolvePaymentSettings } from '../../src/payments/payment-settings.js';
import { JobHost } from '../../src/platform/event-store/index.js';
import { send, shopper, type Shopper } from '../ordering/ordering-helpers.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { fakeRazorpay } from './fake-razorpay.js';
import { eventTypesOf, hmacHex, paymentIdOf, placeOnlineOrder, settle } from './payment-helpers.js';

const KEY_ID = 'rzp_test_jhatpat';
const KEY_SECRET = 'razorpay-key-secret-24ch';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-of-32-bytes-or-more';

const webhook = (shop: TestApp, payload: object, { eventId, secret = WEBHOOK_SECRET }: { eventId?: string; secret?: string } = {}) => {
  const body = JSON.stringify(payload);
  return shop.request('/api/payments/webhook/razorpay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body), ...(eventId ? { 'x-razorpay-event-id': eventId } : {}) },
    body,
  });
};
const paymentEvent = (event: string, orderId: string, paymentId: string, amount: number, { currency = 'INR' } = {}) => ({
  entity: 'event', event, contains: ['payment'], created_at: 1_700_000_000,
  payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency, order_id: orderId, error_description: event === 'payment.failed' ? 'Payment was declined' : null } } },
});
const refundEvent = (event: 'refund.processed' | 'refund.failed', refund: { id: string; payment_id: string; amount: number; receipt: string }) => ({
  entity: 'event', event, contains: ['refund', 'payment'], created_at: 1_700_000_000,
  payload: { refund: { entity: { ...refund, entity: 'refund', status: event === 'refund.processed' ? 'processed' : 'failed' } }, payment: { entity: { id: refund.payment_id, entity: 'payment' } } },
});

describe('Razorpay payments', () => {
  let shop: TestApp;
  let razorpay: Awaited<ReturnType<typeof fakeRazorpay>>;
  let ravi: Shopper;
  const rzpOrderOf = (paymentId: string) => razorpay.calls.filter((c) => c.path === '/v1/orders' && c.body.receipt === paymentId).length > 0
    ? [...razorpay.orders.values()].find((o) => o.receipt === paymentId)!.id
    : '';

  beforeAll(async () => {
    razorpay = await fakeRazorpay();
    shop = await startTestApp({ seedDemoData: true, payments: { webhookSecret: 'x'.repeat(32), razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: razorpay.url } } });
    ravi = await shopper(shop);
  });
  afterAll(async () => {
    await shop.close();
    await razorpay.close();
  });

  it('creates a Razorpay order (basic auth, paise, INR, receipt = paymentId) and serves its checkout page', async () => {
    const { paymentId, paymentUrl, grandTotalPaise } = await placeOnlineOrder(shop, ravi);
    const call = razorpay.calls.filter((c) => c.path === '/v1/orders').at(-1)!;
    expect(call.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(call.body).toMatchObject({ amount: grandTotalPaise, currency: 'INR', receipt: paymentId });
    expect(paymentUrl).toMatch(new RegExp(`^/api/payments/razorpay/${paymentId}/[0-9a-f]{32}$`));
    const page = await shop.request(paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(`₹${(grandTotalPaise / 100).toFixed(2)}`);
    expect(html).toContain(`data-verify="${paymentUrl}/verify"`);
  });

  // Issue 16 item 7: the page carries a key like the sandbox's; a guessed payment id opens nothing.
  it('answers a checkout page without its key, or with another payment’s, as no such payment', async () => {
    const { paymentId, paymentUrl } = await placeOnlineOrder(shop, ravi);
    const other = await placeOnlineOrder(shop, ravi);
    const otherKey = other.paymentUrl.split('/').at(-1);
    for (const path of [`/api/payments/razorpay/${paymentId}`, `/api/payments/razorpay/${paymentId}/${'0'.repeat(32)}`, `/api/payments/razorpay/${paymentId}/${otherKey}`]) {
      const answer = await shop.request(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    expect((await shop.request(paymentUrl)).status).toBe(200);
  });

  it('verifies the checkout signature over the stored order id: bad → 400, good → paid', async () => {
    const { paymentId, paymentUrl } = await placeOnlineOrder(shop, ravi);
    const rzpOrder = rzpOrderOf(paymentId);
    const verify = (body: object) => shop.request(`${paymentUrl}/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await verify({ razorpay_order_id: rzpOrder, razorpay_payment_id: 'pay_x', razorpay_signature: hmacHex('wrong-secret', `${rzpOrder}|pay_x`) });
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).msg).toBe('Invalid payment signature');
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened']);
    const good = await verify({ razorpay_order_id: rzpOrder, razorpay_payment_id: 'pay_x', razorpay_signature: hmacHex(KEY_SECRET, `${rzpOrder}|pay_x`) });
    expect(good.status).toBe(200);
    expect(await jsonOf(good)).toMatchObject({ paymentId, status: 'paid' });
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentSucceeded']);
  });

  it('takes signed webhooks: bad signature → 400, payment.captured → succeeded, replay → duplicate, late failure → no-op', async () => {
    const { paymentId, grandTotalPaise } = await placeOnlineOrder(shop, ravi);
    const rzpOrder = rzpOrderOf(paymentId);
    const forged = await webhook(shop, paymentEvent('payment.captured', rzpOrder, 'pay_r1', grandTotalPaise), { eventId: 'evt_r1', secret: 'y'.repeat(40) });
    expect(forged.status).toBe(400);
    const captured = await webhook(shop, paymentEvent('payment.captured', rzpOrder, 'pay_r1', grandTotalPaise), { eventId: 'evt_r1' });
    expect(await jsonOf(captured)).toEqual({ received: true, duplicate: false });
    const replay = await webhook(shop, paymentEvent('payment.captured', rzpOrder, 'pay_r1', grandTotalPaise), { eventId: 'evt_r1' });
    expect(replay.status).toBe(200);
    expect(await jsonOf(replay)).toEqual({ received: true, duplicate: true });
    await webhook(shop, paymentEvent('payment.failed', rzpOrder, 'pay_fake2', grandTotalPaise), { eventId: 'evt_r2' });
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentSucceeded']);
  });

  it('books a capture of another amount and refunds it; another currency is a failure that says what was paid', async () => {
    const admin = await userWithToken(shop, 'admin');
    const short = await placeOnlineOrder(shop, ravi);
    razorpay.capture(rzpOrderOf(short.paymentId), 'pay_evt_short');
    expect((await webhook(shop, paymentEvent('payment.captured', rzpOrderOf(short.paymentId), 'pay_evt_short', 100), { eventId: 'evt_short' })).status).toBe(200);
    await settle(shop);
    const shortView = await jsonOf(await shop.request(`/api/payments/${short.paymentId}`, { headers: admin.auth }));
    expect(shortView).toMatchObject({ status: 'paid', capturedPaise: 100, refunds: [expect.objectContaining({ amountPaise: 100, kind: 'order_cancelled', status: 'submitted' })] });
    expect((await jsonOf(await send(shop, 'GET', `/api/orders/${short.orderId}`, ravi.auth))).order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });

    const usd = await placeOnlineOrder(shop, ravi);
    await webhook(shop, paymentEvent('payment.captured', rzpOrderOf(usd.paymentId), 'pay_evt_usd', usd.grandTotalPaise, { currency: 'USD' }), { eventId: 'evt_usd' });
    expect(await eventTypesOf(shop, usd.paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentFailed']);
    const view = await shop.request(`/api/payments/${usd.paymentId}`, { headers: admin.auth });
    expect(await jsonOf(view)).toMatchObject({ status: 'failed', failureReason: `Paid ${usd.grandTotalPaise} USD (paise) but the order is ${usd.grandTotalPaise} INR` });
  });

  it('records payment.failed with its reason (deduplicated by payload ids without the header)', async () => {
    const { paymentId, grandTotalPaise } = await placeOnlineOrder(shop, ravi);
    const rzpOrder = rzpOrderOf(paymentId);
    expect((await webhook(shop, paymentEvent('payment.failed', rzpOrder, 'pay_f1', grandTotalPaise))).status).toBe(200);
    expect(await jsonOf(await webhook(shop, paymentEvent('payment.failed', rzpOrder, 'pay_f1', grandTotalPaise)))).toEqual({ received: true, duplicate: true });
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentRequested', 'PaymentOpened', 'PaymentFailed']);
    const view = await shop.request(`/api/payments/${paymentId}`, { headers: (await userWithToken(shop, 'admin')).auth });
    expect(await jsonOf(view)).toMatchObject({ status: 'failed', failureReason: 'Payment was declined', provider: 'razorpay' });
  });

  it('refunds a cancelled order through the refund API (idempotency key = refund id) and settles it by refund.processed', async () => {
    const placed = await placeOnlineOrder(shop, ravi);
    const rzpOrder = rzpOrderOf(placed.paymentId);
    const rzpPayment = razorpay.capture(rzpOrder);
    await webhook(shop, paymentEvent('payment.captured', rzpOrder, rzpPayment, placed.grandTotalPaise), { eventId: `evt_cap_${rzpPayment}` });
    await settle(shop);
    expect((await send(shop, 'POST', `/api/orders/${placed.orderId}/cancel`, ravi.auth)).status).toBe(200);
    const deadline = Date.now() + 60_000;
    while (!razorpay.calls.some((c) => c.path === `/v1/payments/${rzpPayment}/refund`) && Date.now() < deadline) await shop.app.get(JobHost).runNow('payments');
    const call = razorpay.calls.find((c) => c.path === `/v1/payments/${rzpPayment}/refund`)!;
    expect(call.body).toMatchObject({ amount: placed.grandTotalPaise, speed: 'normal', receipt: `order_cancelled-${placed.paymentId}` });
    expect(call.idempotency).toBe(`order_cancelled-${placed.paymentId}`);
    await shop.app.get(JobHost).runNow('payments');
    expect((await jsonOf(await send(shop, 'GET', `/api/orders/${placed.orderId}`, ravi.auth))).order).toMatchObject({ paymentStatus: 'paid', refund: { refunded: 0, pending: placed.grandTotalPaise / 100 } });

    const refund = razorpay.settleRefund([...razorpay.refunds.values()].find((r) => r.payment_id === rzpPayment)!.id, 'processed');
    const forged = await webhook(shop, refundEvent('refund.processed', refund), { eventId: 'evt_rf_forged', secret: 'z'.repeat(40) });
    expect(forged.status).toBe(400);
    expect(await jsonOf(await webhook(shop, refundEvent('refund.processed', refund), { eventId: 'evt_rf1' }))).toEqual({ received: true, duplicate: false });
    expect(await jsonOf(await webhook(shop, refundEvent('refund.processed', refund), { eventId: 'evt_rf1' }))).toEqual({ received: true, duplicate: true });
    await settle(shop);
    expect((await jsonOf(await send(shop, 'GET', `/api/orders/${placed.orderId}`, ravi.auth))).order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refund: { refunded: placed.grandTotalPaise / 100, pending: 0 } });
    expect((await eventTypesOf(shop, placed.paymentId)).slice(-3)).toEqual(['RefundRequested', 'RefundSubmitted', 'RefundSucceeded']);
  });

  it('records refund.failed, and the order keeps the money it was paid', async () => {
    const placed = await placeOnlineOrder(shop, ravi);
    const rzpOrder = rzpOrderOf(placed.paymentId);
    const rzpPayment = razorpay.capture(rzpOrder);
    await webhook(shop, paymentEvent('payment.captured', rzpOrder, rzpPayment, placed.grandTotalPaise), { eventId: `evt_cap_${rzpPayment}` });
    const admin = await userWithToken(shop, 'admin');
    const deadline = Date.now() + 60_000;
    let asked = 0;
    while (asked !== 200 && Date.now() < deadline) asked = (await send(shop, 'POST', `/api/orders/${placed.orderId}/refund`, admin.auth, { amount: 5, reason: 'late delivery' }, { 'idempotency-key': 'rf-fail' })).status;
    expect(asked).toBe(200);
    await shop.app.get(JobHost).runNow('payments');
    const refund = razorpay.settleRefund([...razorpay.refunds.values()].find((r) => r.payment_id === rzpPayment)!.id, 'failed');
    await webhook(shop, refundEvent('refund.failed', refund), { eventId: 'evt_rf_failed' });
    await settle(shop);
    expect((await jsonOf(await send(shop, 'GET', `/api/orders/${placed.orderId}`, ravi.auth))).order).toMatchObject({ paymentStatus: 'paid', refund: { refunded: 0, pending: 0 } });
    expect((await eventTypesOf(shop, placed.paymentId)).slice(-1)).toEqual(['RefundFailed']);
  });

  it('places the order when Razorpay is down, and opens its payment once Razorpay is back', async () => {
    razorpay.setDown(true);
    try {
      const placed = await placeOnlineOrder(shop, ravi);
      expect(placed.paymentUrl).toMatch(new RegExp(`^/api/payments/razorpay/${paymentIdOf(placed.paymentUrl)}/[0-9a-f]{32}$`));
      expect(await eventTypesOf(shop, placed.paymentId)).toEqual(['PaymentRequested']);
      expect(await (await shop.request(placed.paymentUrl)).text()).toContain('Preparing your payment');
      razorpay.setDown(false);
      await shop.app.get(JobHost).runNow('payments', new Date(Date.now() + 6_000));
      expect(await eventTypesOf(shop, placed.paymentId)).toEqual(['PaymentRequested', 'PaymentOpened']);
      expect(await (await shop.request(placed.paymentUrl)).text()).toContain('data-order-id="order_fake');
    } finally {
      razorpay.setDown(false);
    }
  });

  it('asks Razorpay about a payment whose webhook never came, after the configured time', async () => {
    const placed = await placeOnlineOrder(shop, ravi);
    razorpay.capture(rzpOrderOf(placed.paymentId));
    await shop.app.get(JobHost).runNow('payments', new Date(Date.now() + 11 * 60_000));
    await settle(shop);
    expect((await jsonOf(await send(shop, 'GET', `/api/orders/${placed.orderId}`, ravi.auth))).order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('payment secrets', () => {
  it('refuses secrets shorter than 32 bytes at start', () => {
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET must be at least 32 bytes/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'short' })).toThrow(/RAZORPAY_WEBHOOK_SECRET must be at least 32 bytes/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'k' })).toThrow(/set together/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://h/db', JWT_SECRET: 'j'.repeat(32), PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_WEBHOOK_SECRET must be set when DATABASE_URL/);
    // What PaymentsModule runs at start, whatever built the config (tests pass AppConfig directly).
    const config = { ...loadConfig({}), dataDir: '/nonexistent' };
    expect(() => resolvePaymentSettings({ ...config, payments: { webhookSecret: 'x'.repeat(31) } })).toThrow(/at least 32 bytes/);
    const razorpay = { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'short', apiUrl: 'http://127.0.0.1:1' };
    expect(() => resolvePaymentSettings({ ...config, payments: { webhookSecret: 'x'.repeat(32), razorpay } })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });
});
