import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

/** Money given back from a payment (apps/api payments/payment.view.ts RefundView); paise. */
export type PaymentRefund = Schemas['RefundView'];

/** A payment as its owner, admins and auditors see it. Unlike the rest of the wire, the amounts are paise. */
export type Payment = Schemas['PaymentView'];

/** GET /payment-methods: what the checkout may offer now (cash only while no provider is set up). */
export type PaymentMethods = Schemas['PaymentMethodsView'];

export function paymentsApi(http: HttpClient) {
  return {
    get: (paymentId: string) => http.get<Payment>(`/payments/${segment(paymentId)}`),
    /** Public: the payment methods this shop takes now. */
    methods: () => http.get<PaymentMethods>('/payment-methods'),
  };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;
