import { formatRupees, type PaymentMethod, type PaymentStatus, paymentStatusLabels } from '@jhatpat/domain';
import styles from './order-detail-sections.module.css';
import factList from '../../shared/fact-list.module.css';

const methodLabels: Record<PaymentMethod, string> = { COD: 'Cash on Delivery', CARD: 'Card', UPI: 'UPI' };

export interface OrderPaymentInfoProps {
  method: PaymentMethod;
  status: PaymentStatus;
  grandTotalPaise: number;
  /** Paise given back, and asked of the provider but not yet given back. */
  refund: { refundedPaise: number; pendingPaise: number };
}

/** docs/product.md §4 "Payment status": the method and where the payment stands; cash still due reads "Pay at Delivery". */
export function OrderPaymentInfo({ method, status, grandTotalPaise, refund }: OrderPaymentInfoProps) {
  const payAtDelivery = method === 'COD' && status === 'pending';
  return (
    <section className={styles.section} aria-labelledby="payment-info-title">
      <h2 id="payment-info-title" className={styles.title}>
        Payment
      </h2>
      <dl className={factList.facts}>
        <dt>Method</dt>
        <dd>{methodLabels[method]}</dd>
        <dt>Status</dt>
        <dd data-payment-status={status}>{payAtDelivery ? 'Pay at Delivery' : paymentStatusLabels[status]}</dd>
        {refund.refundedPaise > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{formatRupees(refund.refundedPaise)}</dd>
          </>
        )}
      </dl>
      {payAtDelivery && <p className={styles.note}>Please keep the exact amount of {formatRupees(grandTotalPaise)} ready when your order arrives.</p>}
      {/* docs/decisions.md#payment-saga: a refund is asked of the provider first and settles later. */}
      {refund.pendingPaise > 0 && (
        <p className={styles.note} role="status">
          Refund of {formatRupees(refund.pendingPaise)} in progress: it goes back the way you paid.
        </p>
      )}
    </section>
  );
}
