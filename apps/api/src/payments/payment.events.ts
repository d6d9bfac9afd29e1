import type { NewEvent } from '../platform/event-store/index.js';

export type PaymentMethodOnline = 'CARD' | 'UPI';
export type PaymentProviderName = 'sandbox' | 'razorpay';

export interface PaymentStartedData {
  paymentId: string;
  orderId: string;
  method: PaymentMethodOnline;
  amountPaise: number;
  provider: PaymentProviderName;
  providerReference: string;
  /** Who pays: for the owner check of GET /payments/:id (an addition to the contract; older events fall back to the actor). */
  customerId?: string;
}

export interface PaymentSucceededData {
  paymentId: string;
  orderId: string;
  method: PaymentMethodOnline;
  amountPaise: number;
  provider: PaymentProviderName;
  providerReference: string;
  providerEventId: string;
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

export type PaymentEvent =
  | NewEvent<'PaymentStarted', PaymentStartedData>
  | NewEvent<'PaymentSucceeded', PaymentSucceededData>
  | NewEvent<'PaymentFailed', PaymentFailedData>;

export const paymentEventTypes = ['PaymentStarted', 'PaymentSucceeded', 'PaymentFailed'] as const;

export const PAYMENT_STREAM_TYPE = 'payment';

export const paymentStreamOf = (paymentId: string) => ({ streamId: `payment-${paymentId}`, streamType: PAYMENT_STREAM_TYPE });
