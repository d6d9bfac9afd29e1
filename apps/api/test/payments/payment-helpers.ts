import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PAYMENT_SAGA_ID } from '../../src/ordering/payment-saga/payment-saga.processor.js';
import { SandboxProvider } from '../../src/payments/sandbox/sandbox.provider.js';
import { EventStore, JobHost } from '../../src/platform/event-store/index.js';
import { cartAndOrderBody, send, type Shopper } from '../ordering/ordering-helpers.js';
import { jsonOf, type TestApp } from '../support/test-app.js';

export const SECRET = 'sandbox-webhook-secret-of-at-least-32-bytes!';

export const hmacHex = (secret: string, content: string) => createHmac('sha256', secret).update(content).digest('hex');

export function sandboxSignature(body: string, at = Math.floor(Date.now() / 1000), secret = SECRET): string {
  return `t=${at},v1=${hmacHex(secret, `${at}.${body}`)}`;
}

let keys = 0;

export interface OnlineOrder {
  orderId: string;
  paymentId: string;
  paymentUrl: string;
  grandTotalPaise: number;
  /** The body it was placed with, to send again as a client does after a timeout. */
  body: Awaited<ReturnType<typeof cartAndOrderBody>>;
}

/** Places a UPI (or CARD) order for one product the way the checkout does, and returns its first attempt. */
export async function placeOnlineOrder(shop: TestApp, who: Shopper, { method = 'UPI', quantity = 1, key = `online-${++keys}` } = {}): Promise<OnlineOrder> {
  const products: { _id: string }[] = await jsonOf(await shop.request('/api/products'));
  const body = await cartAndOrderBody(shop, who, [{ productId: products[keys % products.length]._id, quantity }], method);
  const placed = await send(shop, 'POST', '/api/user-orders', who.auth, body, { 'idempotency-key': key });
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${await placed.text()}`);
  const { orderId, paymentUrl } = await jsonOf(placed);
  return { orderId, paymentUrl, paymentId: paymentIdOf(paymentUrl), grandTotalPaise: Math.round(Number(body.grandTotal) * 100), body };
}

export const paymentIdOf = (paymentUrl: string): string => /\/api\/payments\/\w+\/([0-9a-f]{24})/.exec(paymentUrl)![1];

/** Presses Pay or Fail on the sandbox page, as the browser's form does. */
export function pressOnPage(shop: TestApp, paymentUrl: string, outcome: 'succeeded' | 'failed') {
  return shop.request(`${paymentUrl}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

/** The provider's side of a click, with its notification held back: the test delivers it when it likes (late, twice, out of order). */
export function sandboxCompletes(shop: TestApp, paymentId: string, outcome: 'succeeded' | 'failed') {
  return shop.app.get(SandboxProvider).complete(paymentId, outcome);
}

export async function eventTypesOf(shop: TestApp, paymentId: string): Promise<string[]> {
  return (await shop.app.get(EventStore).readStream(`payment-${paymentId}`)).map((event) => event.type);
}

export function deliverSandbox(shop: TestApp, event: object, signature?: string) {
  const body = JSON.stringify(event);
  return shop.request('/api/payments/webhook/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature ?? sandboxSignature(body) },
    body,
  });
}

const SAGA_TYPES = ['PaymentSucceeded', 'PaymentFailed', 'OrderStatusChanged', 'RefundSucceeded', 'RefundFailed'];

/**
 * Waits until the money has stopped moving: the saga has read every event it reacts to, no attempt is
 * left only requested and no refund is left unsent (one the provider is still processing may wait). The shop's own loops do the work
 * (processors and jobs woken by commits); this runs the payment jobs too, so a refund goes out now.
 */
export async function settle(shop: TestApp, timeoutMs = 60_000): Promise<void> {
  const db = shop.app.get(DataSource);
  const jobs = shop.app.get(JobHost);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await jobs.runNow('payments');
    const [{ quiet }]: { quiet: boolean }[] = await db.query(
      `SELECT NOT EXISTS (
                SELECT 1 FROM es_events e, es_processors p
                 WHERE p.processor_id = $1 AND e.event_type = ANY($2) AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_gp))
          AND NOT EXISTS (SELECT 1 FROM payments_view WHERE status = 'requested')
          AND NOT EXISTS (SELECT 1 FROM refunds_view WHERE status = 'requested') AS quiet`,
      [PAYMENT_SAGA_ID, SAGA_TYPES],
    );
    if (quiet) return;
    if (Date.now() > deadline) throw new Error('the money did not settle');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
