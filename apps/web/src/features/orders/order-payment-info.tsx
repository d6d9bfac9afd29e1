import type { PaymentMethod } from '@jhatpat/domain';
import { paymentShown, type PaymentFacts } from './payment-shown';
import { useShopText } from '@jhatpat/ui';
import styles from './order-detail-sections.module.css';
import factList from '../../shared/fact-list.module.css';

const methodLabels: Record<PaymentMethod, string> = { COD: 'Cash on Delivery', CARD: 'Card', UPI: 'UPI' };

export type OrderPaymentInfoProps = PaymentFacts;

/** docs/product.md §4 "Payment status": the method and where the payment stands (payment-shown.ts decides the words). */
export function OrderPaymentInfo(facts: OrderPaymentInfoProps) {
  const text = useShopText();
  const { t } = text;
  const shown = paymentShown(facts, text);
  return (
    <section className={styles.section} aria-labelledby="payment-info-title">
      <h2 id="payment-info-title" className={styles.title}>
        {t('Payment')}
      </h2>
      <dl className={factList.facts}>
        <dt>{t('Method')}</dt>
        <dd>{t(methodLabels[facts.method])}</dd>
        <dt>{t('Status')}</dt>
        <dd data-payment-status={facts.status}>{t(shown.label)}</dd>
        {shown.refund && (
          <>
            <dt>{t('Refund')}</dt>
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
