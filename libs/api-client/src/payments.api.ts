import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';

/** Money given back from a payment (apps/api payments/payment.view.ts RefundView); paise. */
export interface PaymentRefund {
  _id: string;
  amountPaise: number;
  /** Why: a second capture, a cancelled order, an admin's refund, or items short at packing. */
  kind: 'duplicate_capture' | 'order_cancelled' | 'admin' | 'short_pick';
  reason: string;
  status: 'requested' | 'submitted' | 'succeeded' | 'failed';
  requestedAt: string;
  settledAt: string | null;
}

/** A payment as its owner, admins and auditors see it. Unlike the rest of the wire, the amounts are paise. */
export interface Payment {
  _id: string;
  orderId: string;
  /** requested: not yet open at the provider; voided: the order no longer takes it (docs/decisions.md#payment-saga). */
  status: 'requested' | 'pending' | 'paid' | 'failed' | 'voided';
  /** Integer paise (the API's own field name says so). */
  amountPaise: number;
  /** Integer paise captured (0 until paid). */
  capturedPaise: number;
  /** Integer paise refunded so far. */
  refundedPaise: number;
  method: 'CARD' | 'UPI';
  provider: 'sandbox' | 'razorpay';
  /** The provider's id for it (a Razorpay order id); null until open. */
  providerReference: string | null;
  failureReason: string | null;
  startedAt: string;
  settledAt: string | null;
  refunds: PaymentRefund[];
}

/** GET /payment-methods: what the checkout may offer now (cash only while no provider is set up). */
export interface PaymentMethods {
  methods: ('COD' | 'CARD' | 'UPI')[];
  /** 'sandbox' moves no money; 'none': cash on delivery only. */
  provider: 'razorpay' | 'sandbox' | 'none';
}

export function paymentsApi(http: HttpClient) {
  return {
    get: (paymentId: string) => http.get<Payment>(`/payments/${segment(paymentId)}`),
    /** Public: the payment methods this shop takes now. */
    methods: () => http.get<PaymentMethods>('/payment-methods'),
  };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;
