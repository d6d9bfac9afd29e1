import type { PaymentMethodOnline, PaymentProviderName } from './payment.events.js';

export interface PayingCustomer {
  id: string;
  name: string;
  phone: string;
}

export interface ProviderStartRequest {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  method: PaymentMethodOnline;
  customer: PayingCustomer;
}

/** A verified provider notification, reduced to what the payment stream needs. */
export interface ProviderVerdict {
  /** The provider's id for this notification: a replay of it is a no-op. */
  eventId: string;
  outcome: 'succeeded' | 'failed' | 'ignored';
  /** Our payment id, or the provider's reference to look it up by. */
  paymentId?: string;
  providerReference?: string;
  reason?: string;
  /** What the provider says was paid, when it says: a success for another amount is not our payment's success. */
  paid?: { amountPaise: number; currency: string };
}

/**
 * What varies between payment providers (a Vendure-style strategy): starting a payment, and telling
 * the provider's genuine webhooks from forgeries. Razorpay when its keys are set, else the sandbox.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;
  abstract startPayment(request: ProviderStartRequest): Promise<{ providerReference: string; paymentUrl: string }>;
  /** Where the shopper pays a payment this provider started (again, after a failure). */
  abstract pageUrl(paymentId: string): string;
  /** Throws WebhookRejectedError for a forged, malformed or stale delivery. */
  abstract verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now?: Date): ProviderVerdict;
}
