import { customerPaymentLabel, paymentStatusLabels, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@jhatpat/domain';
import { englishText, type ShopText } from '@jhatpat/ui';

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
  /** The Status line, in English (the page looks it up: it is one of a few labels). */
  label: string;
  /** The Refund line: the amount and where it stands, when money goes back, in the shopper's language. */
  refund: string | null;
  /** A sentence under the facts, if any, in the shopper's language. */
  note: string | null;
}

/**
 * docs/product.md §4 "Payment status" as the order page says it. Issue 19 item 4: a cancelled order never reads
 * "Paid" (the money is on its way back: "Refund requested", then "Refunded", with the amount) nor asks for cash
 * ("Pay at Delivery", the exact amount) it will never collect; an unpaid cancelled order was "Not charged".
 */
export function paymentShown({ method, status, orderStatus, grandTotalPaise, refund }: PaymentFacts, { t, rupees }: ShopText = englishText): PaymentShown {
  const refunded = refund.refundedPaise > 0 ? t('{amount} refunded', { amount: rupees(refund.refundedPaise) }) : null;
  const inProgress = (paise: number) => t('Refund of {amount} in progress: it goes back the way you paid.', { amount: rupees(paise) });
  if (orderStatus === 'cancelled') {
    if (status === 'paid' || status === 'partially_refunded') {
      // The refund is asked when the order is cancelled; the figure may not be read back yet, so what is still owed is shown.
      const owed = refund.pendingPaise > 0 ? refund.pendingPaise : grandTotalPaise - refund.refundedPaise;
      return {
        label: customerPaymentLabel({ status: orderStatus, paymentStatus: status }),
        refund: [t('{amount} requested', { amount: rupees(owed) }), refunded].filter(Boolean).join(', '),
        note: inProgress(owed),
      };
    }
    const label = customerPaymentLabel({ status: orderStatus, paymentStatus: status });
    if (status === 'refunded') return { label, refund: refunded, note: null };
    return { label, refund: null, note: method === 'COD' ? t('This order was cancelled: there is nothing to pay.') : null };
  }
  if (method === 'COD' && status === 'pending') {
    return { label: 'Pay at Delivery', refund: null, note: t('Please keep the exact amount of {amount} ready when your order arrives.', { amount: rupees(grandTotalPaise) }) };
  }
  return {
    label: paymentStatusLabels[status],
    refund: refunded,
    // docs/decisions.md#payment-saga: a refund is asked of the provider first and settles later.
    note: refund.pendingPaise > 0 ? inProgress(refund.pendingPaise) : null,
  };
}
