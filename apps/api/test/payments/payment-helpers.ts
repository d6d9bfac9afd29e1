import { createHmac } from 'node:crypto';
import { EventStore } from '../../src/platform/event-store/index.js';
import { newObjectId } from '../../src/platform/ids/object-id.js';
import { Payments } from '../../src/payments/index.js';
import type { TestApp } from '../support/test-app.js';

export const SECRET = 'sandbox-webhook-secret-of-at-least-32-bytes!';

export const hmacHex = (secret: string, content: string) => createHmac('sha256', secret).update(content).digest('hex');

export function sandboxSignature(body: string, at = Math.floor(Date.now() / 1000), secret = SECRET): string {
  return `t=${at},v1=${hmacHex(secret, `${at}.${body}`)}`;
}

export async function startPayment(shop: TestApp, customerId: string, amountPaise = 45_650) {
  const orderId = newObjectId();
  const started = await shop.app.get(Payments).startPayment({ orderId, amountPaise, method: 'UPI', customer: { id: customerId, name: 'Asha', phone: '9876543210' } });
  return { orderId, ...started };
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
