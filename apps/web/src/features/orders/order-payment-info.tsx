import type { PaymentMethod } from '@jhatpat/domain';
import { paymentShown, type PaymentFacts } from './payment-shown';
import styles from './order-detail-sections.module.css';
import factList from '../../shared/fact-list.module.css';

const methodLabels: Record<PaymentMethod, string> = { COD: 'Cash on Delivery', CARD: 'Card', UPI: 'UPI' };

export type OrderPaymentInfoProps = PaymentFacts;

/** docs/product.md §4 "Payment status": the method and where the payment stands (payment-shown.ts decides the words). */
export function OrderPaymentInfo(facts: OrderPaymentInfoProps) {
  const shown = paymentShown(facts);
  return (
    <section className={styles.section} aria-labelledby="payment-info-title">
      <h2 id="payment-info-title" className={styles.title}>
        Payment
      </h2>
      <dl className={factList.facts}>
        <dt>Method</dt>
        <dd>{methodLabels[facts.method]}</dd>
        <dt>Status</dt>
        <dd data-payment-status={facts.status}>{shown.label}</dd>
        {shown.refund && (
          <>
            <dt>Refund</dt>
            <dd>{shown.refund}</dd>
          </>
        )}
      </dl>
      {shown.note && (
        <p className={styles.note} role="status">
          {shown.note}
        </p>
      )}
    </section>
  );
}
