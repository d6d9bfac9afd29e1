import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { resolvePaymentSettings } from '../../src/payments/payment-settings.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { eventTypesOf, hmacHex, startPayment } from './payment-helpers.js';

const KEY_ID = 'rzp_test_jhatpat';
const KEY_SECRET = 'razorpay-key-secret-24ch';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-of-32-bytes-or-more';

/** A fake Razorpay Orders API on 127.0.0.1 (a real HTTP server; fetch is never mocked). */
async function fakeRazorpay() {
  const calls: { auth?: string; body: Record<string, unknown> }[] = [];
  let next = 0;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/orders') return res.writeHead(404).end();
    const body = JSON.parse(Buffer.concat(chunks).toString());
    calls.push({ auth: req.headers.authorization, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `order_fake${++next}`, entity: 'order', amount: body.amount, currency: 'INR', receipt: body.receipt, status: 'created' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise((r) => server.close(r)) };
}

const webhook = (shop: TestApp, payload: object, { eventId, secret = WEBHOOK_SECRET }: { eventId?: string; secret?: string } = {}) => {
  const body = JSON.stringify(payload);
  return shop.request('/api/payments/webhook/razorpay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body), ...(eventId ? { 'x-razorpay-event-id': eventId } : {}) },
    body,
  });
};
const paymentEvent = (event: string, orderId: string, paymentId = 'pay_fake1', { amount = 45_650, currency = 'INR' } = {}) => ({
  entity: 'event', event, contains: ['payment'], created_at: 1_700_000_000,
  payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency, order_id: orderId, error_description: event === 'payment.failed' ? 'Payment was declined' : null } } },
});

describe('Razorpay payments', () => {
  let shop: TestApp;
  let razorpay: Awaited<ReturnType<typeof fakeRazorpay>>;
  let customerId: string;

  beforeAll(async () => {
    razorpay = await fakeRazorpay();
    shop = await startTestApp({ payments: { webhookSecret: 'x'.repeat(32), razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: razorpay.url } } });
    customerId = (await userWithToken(shop, 'customer')).id;
  });
  afterAll(async () => {
    await shop.close();
    await razorpay.close();
  });

  it('creates a Razorpay order (basic auth, paise, INR, receipt = paymentId) and serves its checkout page', async () => {
    const { paymentId, paymentUrl } = await startPayment(shop, customerId);
    const call = razorpay.calls.at(-1)!;
    expect(call.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(call.body).toMatchObject({ amount: 45_650, currency: 'INR', receipt: paymentId });
    expect(paymentUrl).toBe(`/api/payments/razorpay/${paymentId}`);
    const page = await shop.request(paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('₹456.50');
  });

  it('verifies the checkout signature over the stored order id: bad → 400, good → paid', async () => {
    const { paymentId } = await startPayment(shop, customerId);
    const rzpOrder = `order_fake${razorpay.calls.length}`;
    const verify = (body: object) => shop.request(`/api/payments/razorpay/${paymentId}/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await verify({ razorpay_order_id: rzpOrder, razorpay_payment_id: 'pay_x', razorpay_signature: hmacHex('wrong-secret', `${rzpOrder}|pay_x`) });
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).msg).toBe('Invalid payment signature');
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentStarted']);
    const good = await verify({ razorpay_order_id: rzpOrder, razorpay_payment_id: 'pay_x', razorpay_signature: hmacHex(KEY_SECRET, `${rzpOrder}|pay_x`) });
    expect(good.status).toBe(200);
    expect(await jsonOf(good)).toMatchObject({ paymentId, status: 'paid' });
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentStarted', 'PaymentSucceeded']);
  });

  it('takes signed webhooks: bad signature → 400, payment.captured → succeeded, replay → duplicate, late failure → no-op', async () => {
    const { paymentId } = await startPayment(shop, customerId);
    const rzpOrder = `order_fake${razorpay.calls.length}`;
    const forged = await webhook(shop, paymentEvent('payment.captured', rzpOrder), { eventId: 'evt_r1', secret: 'y'.repeat(40) });
    expect(forged.status).toBe(400);
    const captured = await webhook(shop, paymentEvent('payment.captured', rzpOrder), { eventId: 'evt_r1' });
    expect(await jsonOf(captured)).toEqual({ received: true, duplicate: false });
    const replay = await webhook(shop, paymentEvent('payment.captured', rzpOrder), { eventId: 'evt_r1' });
    expect(replay.status).toBe(200);
    expect(await jsonOf(replay)).toEqual({ received: true, duplicate: true });
    await webhook(shop, paymentEvent('payment.failed', rzpOrder, 'pay_fake2'), { eventId: 'evt_r2' });
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentStarted', 'PaymentSucceeded']);
  });

  it('records a capture of another amount or currency as a failure that says what was paid, never confirming the order', async () => {
    const admin = await userWithToken(shop, 'admin');
    for (const [eventId, paid, reason] of [
      ['evt_short', { amount: 100 }, 'Paid 100 INR (paise) but the order is 45650 INR'],
      ['evt_usd', { currency: 'USD' }, 'Paid 45650 USD (paise) but the order is 45650 INR'],
    ] as const) {
      const { paymentId } = await startPayment(shop, customerId);
      const rzpOrder = `order_fake${razorpay.calls.length}`;
      const answer = await webhook(shop, paymentEvent('payment.captured', rzpOrder, `pay_${eventId}`, paid), { eventId });
      expect(answer.status).toBe(200);
      expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentStarted', 'PaymentFailed']);
      const view = await shop.request(`/api/payments/${paymentId}`, { headers: admin.auth });
      expect(await jsonOf(view)).toMatchObject({ status: 'failed', failureReason: reason });
    }
  });

  it('records payment.failed with its reason (deduplicated by payload ids without the header)', async () => {
    const { paymentId } = await startPayment(shop, customerId);
    const rzpOrder = `order_fake${razorpay.calls.length}`;
    expect((await webhook(shop, paymentEvent('payment.failed', rzpOrder))).status).toBe(200);
    expect(await jsonOf(await webhook(shop, paymentEvent('payment.failed', rzpOrder)))).toEqual({ received: true, duplicate: true });
    expect(await eventTypesOf(shop, paymentId)).toEqual(['PaymentStarted', 'PaymentFailed']);
    const view = await shop.request(`/api/payments/${paymentId}`, { headers: (await userWithToken(shop, 'admin')).auth });
    expect(await jsonOf(view)).toMatchObject({ status: 'failed', failureReason: 'Payment was declined', provider: 'razorpay' });
  });
});

describe('payment secrets', () => {
  it('refuses secrets shorter than 32 bytes at start', () => {
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET must be at least 32 bytes/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'short' })).toThrow(/RAZORPAY_WEBHOOK_SECRET must be at least 32 bytes/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'k' })).toThrow(/set together/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://h/db', JWT_SECRET: 'j'.repeat(32) })).toThrow(/PAYMENT_WEBHOOK_SECRET must be set when DATABASE_URL/);
    // What PaymentsModule runs at start, whatever built the config (tests pass AppConfig directly).
    const config = { ...loadConfig({}), dataDir: '/nonexistent' };
    expect(() => resolvePaymentSettings({ ...config, payments: { webhookSecret: 'x'.repeat(31) } })).toThrow(/at least 32 bytes/);
    const razorpay = { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'short', apiUrl: 'http://127.0.0.1:1' };
    expect(() => resolvePaymentSettings({ ...config, payments: { webhookSecret: 'x'.repeat(32), razorpay } })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });
});
