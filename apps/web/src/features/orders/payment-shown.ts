import { customerPaymentLabel, formatRupees, paymentStatusLabels, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@jhatpat/domain';

export interface PaymentFacts {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The order's own status: a cancelled order owes nothing, and what it was paid goes back. */
  orderStatus: OrderStatus;
  grandTotalPaise: number;
  /** Paise given back, and asked of the provider but not yet given back. */
  refund: { refundedPaise: number; pendingPaise: number };
}

export interface PaymentShown {
  /** The Status line. */
  label: string;
  /** The Refund line: the amount and where it stands, when money goes back. */
  refund: string | null;
  /** A sentence under the facts, if any. */
  note: string | null;
}

/**
 * docs/product.md §4 "Payment status" as the order page says it. Issue 19 item 4: a cancelled order never reads
 * "Paid" (the money is on its way back: "Refund requested", then "Refunded", with the amount) nor asks for cash
 * ("Pay at Delivery", the exact amount) it will never collect; an unpaid cancelled order was "Not charged".
 */
export function paymentShown({ method, status, orderStatus, grandTotalPaise, refund }: PaymentFacts): PaymentShown {
  const refunded = refund.refundedPaise > 0 ? `${formatRupees(refund.refundedPaise)} refunded` : null;
  if (orderStatus === 'cancelled') {
    if (status === 'paid' || status === 'partially_refunded') {
      // The refund is asked when the order is cancelled; the figure may not be read back yet, so what is still owed is shown.
      const owed = refund.pendingPaise > 0 ? refund.pendingPaise : grandTotalPaise - refund.refundedPaise;
      return {
        label: customerPaymentLabel({ status: orderStatus, paymentStatus: status }),
        refund: [`${formatRupees(owed)} requested`, refunded].filter(Boolean).join(', '),
        note: `Refund of ${formatRupees(owed)} in progress: it goes back the way you paid.`,
      };
    }
    const label = customerPaymentLabel({ status: orderStatus, paymentStatus: status });
    if (status === 'refunded') return { label, refund: refunded, note: null };
    return { label, refund: null, note: method === 'COD' ? 'This order was cancelled: there is nothing to pay.' : null };
  }
  if (method === 'COD' && status === 'pending') {
    return { label: 'Pay at Delivery', refund: null, note: `Please keep the exact amount of ${formatRupees(grandTotalPaise)} ready when your order arrives.` };
  }
  return {
    label: paymentStatusLabels[status],
    refund: refunded,
    // docs/decisions.md#payment-saga: a refund is asked of the provider first and settles later.
    note: refund.pendingPaise > 0 ? `Refund of ${formatRupees(refund.pendingPaise)} in progress: it goes back the way you paid.` : null,
  };
}
