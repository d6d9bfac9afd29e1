// docs/decisions.md#payment-status: one vocabulary for both sides; the customer screens' "completed"
// is `paid` here. An online order's payment status follows its payments (docs/decisions.md#payment-saga).
export const paymentStatuses = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Every payment status in the shop's words: the order list, the order page and the admin screens say the same. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (paymentStatuses as readonly string[]).includes(value);
}

const next: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'failed'],
  failed: ['pending', 'paid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
};

/** A paid order is never moved back to pending or failed; only refunds follow it. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return next[from].includes(to);
}

export const paymentMethods = ['COD', 'CARD', 'UPI'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);
}
