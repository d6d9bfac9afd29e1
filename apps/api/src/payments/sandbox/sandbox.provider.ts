import { randomBytes } from 'node:crypto';
import { hmacSha256Hex, sameDigest } from '../payment-webhook/hmac.js';
import { PaymentProvider, type ProviderStartRequest, type ProviderVerdict } from '../payment-provider.js';
import { paymentUrlOf } from '../payment-urls.js';
import { verifyTimestamped } from '../payment-webhook/timestamped-signature.js';
import { WebhookRejectedError } from '../payment-webhook/webhook-rejected.error.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The provider's event, as the sandbox delivers it to our webhook. */
export interface SandboxEvent {
  id: string;
  paymentId: string;
  outcome: 'succeeded' | 'failed';
  timestamp: number;
}

/** The built-in provider (the default): our own hosted page that succeeds or fails on a click. */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(readonly secret: string) {
    super();
  }

  async startPayment({ paymentId }: ProviderStartRequest) {
    return { providerReference: `sbx_${randomBytes(12).toString('hex')}`, paymentUrl: this.pageUrl(paymentId) };
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

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now = new Date()): ProviderVerdict {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifyTimestamped(this.secret, Array.isArray(header) ? header[0] : header, rawBody, now);
    const event = parseEvent(rawBody);
    return { eventId: event.id, paymentId: event.paymentId, outcome: event.outcome, reason: event.outcome === 'failed' ? 'declined in the sandbox' : undefined };
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
    (event.outcome === 'succeeded' || event.outcome === 'failed');
  if (!valid) throw new WebhookRejectedError('Webhook body is not a sandbox payment event');
  return event as SandboxEvent;
}
