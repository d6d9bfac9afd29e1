import { ServiceUnavailableException } from '@nestjs/common';
import type { RazorpaySettings } from '../../platform/config/app-config.js';
import { PaymentProvider, type ProviderPaymentRef, type ProviderPaymentStatus, type ProviderRefundStatus, type ProviderStartRequest, type ProviderVerdict } from '../payment-provider.js';
import { paymentUrlOf } from '../payment-urls.js';
import { hmacSha256Hex, sameDigest } from '../payment-webhook/hmac.js';
import { WebhookRejectedError } from '../payment-webhook/webhook-rejected.error.js';

const TIMEOUT_MS = 10_000;

interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string;
  amount?: unknown;
  currency?: unknown;
  status?: string;
  error_description?: string | null;
}

interface RazorpayRefundEntity {
  id?: string;
  payment_id?: string;
  amount?: unknown;
  receipt?: string | null;
  status?: string;
}

interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPaymentEntity }; refund?: { entity?: RazorpayRefundEntity } };
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
    const body = await this.call<{ id?: unknown }>('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt: paymentId, notes: { orderId, paymentId } });
    if (typeof body.id !== 'string') throw new ServiceUnavailableException('The payment provider refused to start the payment. Please try again.');
    return { providerReference: body.id };
  }

  /** A Razorpay order takes many attempts: captured if any attempt was, failed if the last one failed, else still open. */
  async statusOf({ providerReference }: ProviderPaymentRef): Promise<ProviderPaymentStatus> {
    const body = await this.call<{ items?: RazorpayPaymentEntity[] }>('GET', `/v1/orders/${encodeURIComponent(providerReference)}/payments`);
    const attempts = body.items ?? [];
    const captured = attempts.find((p) => p.status === 'captured' || p.status === 'refunded');
    if (captured) return { status: 'captured', ...(captured.id ? { providerPaymentId: captured.id } : {}), ...(typeof captured.amount === 'number' ? { amountPaise: captured.amount } : {}) };
    const last = attempts.at(-1);
    if (last?.status === 'failed') return { status: 'failed', reason: last.error_description ?? 'failed at Razorpay' };
    return { status: 'created' };
  }

  /** X-Refund-Idempotency carries our refund id: asking again after a timeout refunds once (shared notes, money.md). */
  async refund(payment: ProviderPaymentRef, { refundId, amountPaise }: { refundId: string; amountPaise: number }): Promise<ProviderRefundStatus> {
    if (!payment.providerPaymentId) return { providerRefundId: `none_${refundId}`, status: 'failed', reason: 'No captured Razorpay payment to refund' };
    const body = await this.call<RazorpayRefundEntity>(
      'POST',
      `/v1/payments/${encodeURIComponent(payment.providerPaymentId)}/refund`,
      { amount: amountPaise, speed: 'normal', receipt: refundId, notes: { paymentId: payment.paymentId } },
      { 'x-refund-idempotency': refundId },
    );
    return refundStatusOf(body);
  }

  async refundStatusOf(payment: ProviderPaymentRef, { refundId }: { refundId: string; providerRefundId: string | null }): Promise<ProviderRefundStatus | null> {
    if (!payment.providerPaymentId) return null;
    const body = await this.call<{ items?: RazorpayRefundEntity[] }>('GET', `/v1/payments/${encodeURIComponent(payment.providerPaymentId)}/refunds`);
    const refund = (body.items ?? []).find((r) => r.receipt === refundId);
    return refund ? refundStatusOf(refund) : null;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, json?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { authorization: `Basic ${auth}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ServiceUnavailableException('The payment provider is not reachable. Please try again.');
    }
    const body = (await response.json().catch(() => null)) as T | null;
    if (!response.ok || body === null) throw new ServiceUnavailableException(`The payment provider answered ${response.status} to ${method} ${path.split('/').slice(0, 3).join('/')}`);
    return body;
  }

  /**
   * Our checkout page's address carries a key, as the sandbox's does (issue 16 item 7): payment ids are
   * ObjectIds (time + counter), and the page shows the order, its amount and Razorpay's order id.
   */
  pageUrl(paymentId: string): string {
    return `${paymentUrlOf('razorpay', paymentId)}/${this.pageKeyOf(paymentId)}`;
  }

  isPageKey(paymentId: string, key: string): boolean {
    return /^[0-9a-f]{32}$/.test(key) && sameDigest(this.pageKeyOf(paymentId), key);
  }

  private pageKeyOf(paymentId: string): string {
    return hmacSha256Hex(this.settings.keySecret, `razorpay-page:${paymentId}`).slice(0, 32);
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
    // Razorpay's own dedupe key; a payload without the header falls back to the event and entity ids.
    const refund = body.payload?.refund?.entity;
    const eventId = first(headers['x-razorpay-event-id']) ?? `${body.event}:${refund?.id ?? payment?.id}`;
    if ((body.event === 'refund.processed' || body.event === 'refund.failed') && refund?.id && refund.payment_id) {
      const outcome = body.event === 'refund.processed' ? 'succeeded' : 'failed';
      return { eventId, outcome: 'ignored', providerPaymentId: refund.payment_id, refund: { providerRefundId: refund.id, outcome, ...(refund.receipt ? { refundId: refund.receipt } : {}), reason: 'refund failed at Razorpay' } };
    }
    const outcome = body.event === 'payment.captured' ? 'succeeded' : body.event === 'payment.failed' ? 'failed' : 'ignored';
    if (outcome === 'ignored' || !payment?.order_id) return { eventId, outcome: 'ignored' };
    // Razorpay sends the amount in paise, as we created the order.
    const paid = typeof payment.amount === 'number' && typeof payment.currency === 'string' ? { amountPaise: payment.amount, currency: payment.currency } : undefined;
    return { eventId, outcome, providerReference: payment.order_id, ...(payment.id ? { providerPaymentId: payment.id } : {}), reason: payment.error_description ?? undefined, paid };
  }
}

function refundStatusOf(refund: RazorpayRefundEntity): ProviderRefundStatus {
  const status = refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';
  return { providerRefundId: String(refund.id ?? ''), status, ...(status === 'failed' ? { reason: 'refund failed at Razorpay' } : {}) };
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value) || undefined;
