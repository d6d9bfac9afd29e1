import { ServiceUnavailableException } from '@nestjs/common';
import type { RazorpaySettings } from '../../platform/config/app-config.js';
import { PaymentProvider, type ProviderStartRequest, type ProviderVerdict } from '../payment-provider.js';
import { paymentUrlOf } from '../payment-urls.js';
import { hmacSha256Hex, sameDigest } from '../payment-webhook/hmac.js';
import { WebhookRejectedError } from '../payment-webhook/webhook-rejected.error.js';

const TIMEOUT_MS = 10_000;

interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: unknown; currency?: unknown; error_description?: string | null } } };
}

/**
 * Razorpay per its public documentation, with Node's crypto and fetch (no SDK): Orders API for order
 * creation, the checkout signature HMAC(order_id + "|" + payment_id, key_secret), and the webhook
 * signature HMAC(raw body, webhook_secret) in X-Razorpay-Signature.
 */
export class RazorpayProvider extends PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(readonly settings: RazorpaySettings) {
    super();
  }

  async startPayment({ paymentId, orderId, amountPaise }: ProviderStartRequest) {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: paymentId, notes: { orderId, paymentId } }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ServiceUnavailableException('The payment provider is not reachable. Please try again.');
    }
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (!response.ok || typeof body?.id !== 'string') {
      throw new ServiceUnavailableException('The payment provider refused to start the payment. Please try again.');
    }
    return { providerReference: body.id, paymentUrl: this.pageUrl(paymentId) };
  }

  pageUrl(paymentId: string): string {
    return paymentUrlOf('razorpay', paymentId);
  }

  /** Checkout's callback signature, over the order id we stored (never the one the browser sent). */
  isGenuineCheckout(storedOrderId: string, razorpayPaymentId: string, signature: string): boolean {
    return sameDigest(hmacSha256Hex(this.settings.keySecret, `${storedOrderId}|${razorpayPaymentId}`), signature);
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderVerdict {
    const signature = first(headers['x-razorpay-signature']);
    if (!signature) throw new WebhookRejectedError('Missing webhook signature');
    if (!sameDigest(hmacSha256Hex(this.settings.webhookSecret, rawBody), signature)) throw new WebhookRejectedError('Invalid webhook signature');
    let body: RazorpayWebhook;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRejectedError('Webhook body is not JSON');
    }
    const payment = body.payload?.payment?.entity;
    // Razorpay's own dedupe key; a payload without the header falls back to the event and payment ids.
    const eventId = first(headers['x-razorpay-event-id']) ?? `${body.event}:${payment?.id}`;
    const outcome = body.event === 'payment.captured' ? 'succeeded' : body.event === 'payment.failed' ? 'failed' : 'ignored';
    if (outcome === 'ignored' || !payment?.order_id) return { eventId, outcome: 'ignored' };
    // Razorpay sends the amount in paise, as we created the order.
    const paid = typeof payment.amount === 'number' && typeof payment.currency === 'string' ? { amountPaise: payment.amount, currency: payment.currency } : undefined;
    return { eventId, outcome, providerReference: payment.order_id, reason: payment.error_description ?? undefined, paid };
  }
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value) || undefined;
