import { randomUUID } from 'node:crypto';
import type { Sql, SqlClient } from '../../platform/database/sql-transaction.js';
import { hmacSha256Hex, sameDigest } from '../payment-webhook/hmac.js';
import { PaymentProvider, type ProviderPaymentRef, type ProviderStartRequest, type ProviderVerdict } from '../payment-provider.js';
import { paymentUrlOf } from '../payment-urls.js';
import { signTimestamped, verifyTimestamped } from '../payment-webhook/timestamped-signature.js';
import { WebhookRejectedError } from '../payment-webhook/webhook-rejected.error.js';
import {
  completeSandboxPayment,
  createSandboxPayment,
  findSandboxPayment,
  findSandboxRefund,
  lateCaptureSandboxPayment,
  refundSandboxPayment,
  sandboxRefundsOf,
  type SandboxPaymentRow,
} from './sandbox-ledger.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The provider's notification, as the sandbox delivers it to our webhook. */
export interface SandboxEvent {
  id: string;
  paymentId: string;
  outcome: 'succeeded' | 'failed';
  providerPaymentId?: string;
  timestamp: number;
}

/**
 * The built-in provider: our own hosted page that captures or fails on a click, with books of its own
 * (sandbox-ledger.ts) that its status query and refunds read, like an outside provider's.
 */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  // Plain pg rows (TypeORM's query answers an UPDATE … RETURNING with [rows, count]).
  private readonly sql: SqlClient;

  constructor(
    readonly secret: string,
    private readonly db: Sql,
  ) {
    super();
    this.sql = db;
  }

  async startPayment({ paymentId, amountPaise }: ProviderStartRequest) {
    return { providerReference: await createSandboxPayment(this.sql, paymentId, amountPaise) };
  }

  /**
   * The hosted page's address carries a key derived from the payment id and our secret: payment ids
   * are ObjectIds (time + counter), so without it a stranger could guess a page and press Pay or Fail.
   */
  pageUrl(paymentId: string): string {
    return `${paymentUrlOf('sandbox', paymentId)}/${this.pageKeyOf(paymentId)}`;
  }

  isPageKey(paymentId: string, key: string): boolean {
    return /^[0-9a-f]{32}$/.test(key) && sameDigest(this.pageKeyOf(paymentId), key);
  }

  private pageKeyOf(paymentId: string): string {
    return hmacSha256Hex(this.secret, `sandbox-page:${paymentId}`).slice(0, 32);
  }

  /** The provider's side of Pay or Fail: its books move once, and the notification to send is returned (null: nothing moved). */
  async complete(paymentId: string, outcome: 'succeeded' | 'failed'): Promise<SandboxEvent | null> {
    return this.notificationOf(await completeSandboxPayment(this.sql, paymentId, outcome));
  }

  /** Simulates a late authorisation of a failed payment (a Razorpay behaviour the saga must survive). */
  async lateCapture(paymentId: string): Promise<SandboxEvent | null> {
    return this.notificationOf(await lateCaptureSandboxPayment(this.sql, paymentId));
  }

  private notificationOf(moved: SandboxPaymentRow | null): SandboxEvent | null {
    if (!moved) return null;
    const outcome = moved.status === 'captured' ? 'succeeded' : 'failed';
    const providerPaymentId = moved.provider_payment_id ? { providerPaymentId: moved.provider_payment_id } : {};
    return { id: `evt_${randomUUID().replace(/-/g, '')}`, paymentId: moved.payment_id, outcome, ...providerPaymentId, timestamp: Math.floor(Date.now() / 1000) };
  }

  /** Signs a notification as the sandbox sends it. */
  sign(event: SandboxEvent): { body: string; signature: string } {
    const body = JSON.stringify(event);
    return { body, signature: signTimestamped(this.secret, body) };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now = new Date()): ProviderVerdict {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifyTimestamped(this.secret, Array.isArray(header) ? header[0] : header, rawBody, now);
    const event = parseEvent(rawBody);
    return {
      eventId: event.id,
      paymentId: event.paymentId,
      outcome: event.outcome,
      ...(event.providerPaymentId ? { providerPaymentId: event.providerPaymentId } : {}),
      reason: event.outcome === 'failed' ? 'declined in the sandbox' : undefined,
    };
  }

  async statusOf({ providerReference }: ProviderPaymentRef) {
    const payment = await findSandboxPayment(this.sql, providerReference);
    if (!payment) return { status: 'failed' as const, reason: 'unknown to the sandbox' };
    return { status: payment.status, amountPaise: payment.amount_paise, ...(payment.provider_payment_id ? { providerPaymentId: payment.provider_payment_id } : {}) };
  }

  /** Sandbox refunds are processed at once; one the books cannot cover fails, as a provider's would. */
  async refund({ providerReference }: ProviderPaymentRef, { refundId, amountPaise }: { refundId: string; amountPaise: number }) {
    const refund = await this.db.transaction((tx) => refundSandboxPayment(tx, providerReference, refundId, amountPaise));
    if (!refund) return { providerRefundId: `srfnd_refused_${refundId}`, status: 'failed' as const, reason: 'The sandbox holds no capture to cover this refund' };
    return { providerRefundId: refund.provider_refund_id, status: 'processed' as const };
  }

  /** What the sandbox refunded of a payment, for its page. */
  refundsOf(providerReference: string | null) {
    return providerReference ? sandboxRefundsOf(this.sql, providerReference) : Promise.resolve([]);
  }

  async refundStatusOf(_payment: ProviderPaymentRef, { refundId }: { refundId: string }) {
    const refund = await findSandboxRefund(this.sql, refundId);
    return refund ? { providerRefundId: refund.provider_refund_id, status: 'processed' as const } : null;
  }
}

function parseEvent(rawBody: Buffer): SandboxEvent {
  let event: Partial<SandboxEvent>;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejectedError('Webhook body is not JSON');
  }
  const valid =
    typeof event.id === 'string' && event.id.length > 0 && event.id.length <= 100 &&
    typeof event.paymentId === 'string' && /^[0-9a-f]{24}$/.test(event.paymentId) &&
    (event.outcome === 'succeeded' || event.outcome === 'failed') &&
    (event.providerPaymentId === undefined || (typeof event.providerPaymentId === 'string' && event.providerPaymentId.length <= 100));
  if (!valid) throw new WebhookRejectedError('Webhook body is not a sandbox payment event');
  return event as SandboxEvent;
}
