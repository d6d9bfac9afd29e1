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

/** An admin changes a payment status by hand for cash only: cash taken (pending → paid), or handed back (paid → refunded). */
export const cashPaymentMoves: readonly (readonly [PaymentStatus, PaymentStatus])[] = [
  ['pending', 'paid'],
  ['paid', 'refunded'],
];

/**
 * The payment statuses an admin may set on this order (apps/api order-progress.decider changePaymentStatus): none for
 * CARD or UPI, whose status follows their payments (refund them instead); cash is handed back only on a cancelled order.
 */
export function paymentStatusesAnAdminMaySet(order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; status: string }): PaymentStatus[] {
  if (order.paymentMethod !== 'COD') return [];
  return cashPaymentMoves
    .filter(([from, to]) => from === order.paymentStatus && (to !== 'refunded' || order.status === 'cancelled'))
    .map(([, to]) => to);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);
}

/**
 * Issue 19 item 3: an online order still waiting for its money (never paid, or its attempt failed) and not cancelled:
 * the customer may pay it from the order's page (POST /user-orders/{id}/payment), and it has no delivery to count
 * down to yet. "failed" when the last attempt failed, so the button says "Retry Payment"; null when nothing is owed online.
 */
export function onlinePaymentDue(order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; status: string }): 'pending' | 'failed' | null {
  if (order.paymentMethod === 'COD' || order.status !== 'pending_payment') return null;
  return order.paymentStatus === 'pending' || order.paymentStatus === 'failed' ? order.paymentStatus : null;
}

/**
 * Issue 19 item 4: the payment status as a customer reads it. A cancelled order is never "Paid" (its money is on the way
 * back: "Refund requested", then "Refunded") and never owes anything ("Not charged").
 */
export function customerPaymentLabel(order: { status: string; paymentStatus: PaymentStatus }): string {
  if (order.status !== 'cancelled') return paymentStatusLabels[order.paymentStatus];
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') return 'Refund requested';
  return order.paymentStatus === 'refunded' ? paymentStatusLabels.refunded : 'Not charged';
}
