import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';

/** A payment as its owner, admins and auditors see it. Unlike the rest of the wire, the amount is paise. */
export interface Payment {
  _id: string;
  orderId: string;
  status: 'pending' | 'paid' | 'failed';
  /** Integer paise (the API's own field name says so). */
  amountPaise: number;
  method: 'CARD' | 'UPI';
  provider: 'sandbox' | 'razorpay';
  /** The provider's id for it (a Razorpay order id). */
  providerReference: string;
  failureReason: string | null;
  startedAt: string;
  settledAt: string | null;
}

export function paymentsApi(http: HttpClient) {
  return {
    get: (paymentId: string) => http.get<Payment>(`/payments/${segment(paymentId)}`),
  };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;
