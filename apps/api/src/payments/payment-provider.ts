import type { PaymentMethodOnline, PaymentProviderName } from './payment.events.js';
import type { PaymentRow } from './payment.view.js';

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
}

/** A verified provider notification, reduced to what the payment stream needs. */
export interface ProviderVerdict {
  /** The provider's id for this notification: a replay of it is a no-op. */
  eventId: string;
  outcome: 'succeeded' | 'failed' | 'ignored';
  /** Our payment id, or the provider's reference to look it up by. */
  paymentId?: string;
  providerReference?: string;
  /** The provider's id of the payment that moved the money (what refunds are made against). */
  providerPaymentId?: string;
  reason?: string;
  /** What the provider says was paid, when it says: a success for another amount is not our payment's success. */
  paid?: { amountPaise: number; currency: string };
  /** Set when the notification is about a refund rather than a payment. */
  refund?: { refundId?: string; providerRefundId: string; outcome: 'succeeded' | 'failed'; reason?: string };
}

/** What the provider holds for one of our payments, asked when its notification is late or lost. */
export interface ProviderPaymentStatus {
  status: 'created' | 'captured' | 'failed';
  providerPaymentId?: string;
  amountPaise?: number;
  reason?: string;
}

/** What the provider says of a refund: processed is final, pending waits for a notification or the next ask. */
export interface ProviderRefundStatus {
  providerRefundId: string;
  status: 'pending' | 'processed' | 'failed';
  reason?: string;
}

export interface ProviderPaymentRef {
  paymentId: string;
  providerReference: string;
  providerPaymentId: string | null;
}

/**
 * What varies between payment providers (a Vendure-style strategy): opening a payment, telling the
 * provider's genuine notifications from forgeries, asking what it holds, and refunding. Razorpay when
 * its keys are set, else the sandbox.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;
  /** Opens the payment at the provider; calling it again for the same payment must not take money twice. */
  abstract startPayment(request: ProviderStartRequest): Promise<{ providerReference: string }>;
  /** Where the shopper pays a payment this provider started. */
  abstract pageUrl(paymentId: string): string;
  /** Throws WebhookRejectedError for a forged, malformed or stale delivery. */
  abstract verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now?: Date): ProviderVerdict;
  abstract statusOf(payment: ProviderPaymentRef): Promise<ProviderPaymentStatus>;
  /** Refunds part or all of a capture; `refundId` is the idempotency key, so asking twice refunds once. */
  abstract refund(payment: ProviderPaymentRef, refund: { refundId: string; amountPaise: number }): Promise<ProviderRefundStatus>;
  abstract refundStatusOf(payment: ProviderPaymentRef, refund: { refundId: string; providerRefundId: string | null }): Promise<ProviderRefundStatus | null>;
}

/** What a provider needs to find one of our payments, from its row in payments_view. */
export const providerRefOf = (payment: PaymentRow): ProviderPaymentRef => ({
  paymentId: payment.payment_id,
  providerReference: payment.provider_reference ?? '',
  providerPaymentId: payment.provider_payment_id,
});
