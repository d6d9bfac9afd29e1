import type { NewEvent } from '../platform/event-store/index.js';

export type PaymentMethodOnline = 'CARD' | 'UPI';
export type PaymentProviderName = 'sandbox' | 'razorpay';

/**
 * The order asks for a payment attempt. Appended in the transaction that places the order (or that
 * retries its payment), so an order awaiting payment always has its attempt on record; a job then
 * opens it at the provider (the log is the outbox: docs/decisions.md#payment-saga).
 */
export interface PaymentRequestedData {
  paymentId: string;
  orderId: string;
  method: PaymentMethodOnline;
  amountPaise: number;
  provider: PaymentProviderName;
  customerId: string;
}

/** The provider holds an order for the attempt (a Razorpay order, a sandbox payment): its page can take money. */
export interface PaymentOpenedData {
  paymentId: string;
  orderId: string;
  providerReference: string;
}

/**
 * Before the saga (schema v2: v1 lacked customerId, upcast from the actor who placed it): request and
 * open in one event. Still read; no longer written.
 */
export interface PaymentStartedData extends PaymentRequestedData {
  providerReference: string;
}

/** Money captured. A payment is captured at most once; whether the order keeps it is the order's call. */
export interface PaymentSucceededData {
  paymentId: string;
  orderId: string;
  method: PaymentMethodOnline;
  amountPaise: number;
  provider: PaymentProviderName;
  providerReference: string;
  providerEventId: string;
  /** The provider's id of the captured payment (Razorpay's pay_…), which refunds are made against. */
  providerPaymentId?: string;
}

export interface PaymentFailedData {
  paymentId: string;
  orderId: string;
  method: PaymentMethodOnline;
  amountPaise: number;
  provider: PaymentProviderName;
  reason: string;
  providerEventId: string;
}

/** The order no longer takes this attempt (paid by another, cancelled, expired): its page takes nothing. */
export interface PaymentVoidedData {
  paymentId: string;
  orderId: string;
  reason: string;
}

export type RefundKind = 'duplicate_capture' | 'order_cancelled' | 'admin' | 'short_pick';

export interface RefundRequestedData {
  paymentId: string;
  orderId: string;
  /** Ours, and the provider's idempotency key: a pure function of what caused the refund. */
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
}

/** The provider accepted the refund and is processing it (Razorpay's "pending"). */
export interface RefundSubmittedData {
  paymentId: string;
  orderId: string;
  refundId: string;
  providerRefundId: string;
}

export interface RefundSucceededData {
  paymentId: string;
  orderId: string;
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  providerRefundId: string;
}

export interface RefundFailedData {
  paymentId: string;
  orderId: string;
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
}

export type PaymentEvent =
  | NewEvent<'PaymentRequested', PaymentRequestedData>
  | NewEvent<'PaymentOpened', PaymentOpenedData>
  | NewEvent<'PaymentStarted', PaymentStartedData>
  | NewEvent<'PaymentSucceeded', PaymentSucceededData>
  | NewEvent<'PaymentFailed', PaymentFailedData>
  | NewEvent<'PaymentVoided', PaymentVoidedData>
  | NewEvent<'RefundRequested', RefundRequestedData>
  | NewEvent<'RefundSubmitted', RefundSubmittedData>
  | NewEvent<'RefundSucceeded', RefundSucceededData>
  | NewEvent<'RefundFailed', RefundFailedData>;

export const paymentEventTypes: readonly PaymentEvent['type'][] = [
  'PaymentRequested',
  'PaymentOpened',
  'PaymentStarted',
  'PaymentSucceeded',
  'PaymentFailed',
  'PaymentVoided',
  'RefundRequested',
  'RefundSubmitted',
  'RefundSucceeded',
  'RefundFailed',
];

export const PAYMENT_STREAM_TYPE = 'payment';

export const paymentStreamOf = (paymentId: string) => ({ streamId: `payment-${paymentId}`, streamType: PAYMENT_STREAM_TYPE });
