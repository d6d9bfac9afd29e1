import { useId, type ReactNode } from 'react';
import { shopRules, type Bill } from '@jhatpat/domain';
import { VisuallyHidden } from '../../internal/visually-hidden';
import styles from './bill-details.module.css';
import { useShopText } from '../../locale/shop-text';

export interface BillDetailsProps {
  /** From computeBill (@jhatpat/domain) or the server cart; all amounts in paise. */
  bill: Bill;
}

/** docs/product.md §9: items, handling, delivery "FREE" over a struck 25, tip, donation and the grand total. */
export function BillDetails({ bill }: BillDetailsProps) {
  const titleId = useId();
  const { t, rupees } = useShopText();
  return (
    <section className={styles.bill} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('Bill details')}
      </h2>
      <dl className={styles.rows}>
        <Row term={t('Items total')} value={rupees(bill.itemsTotal)} />
        <Row term={t('Handling charge')} value={rupees(bill.handlingCharge)} />
        <Row
          term={t('Delivery charge')}
          value={
            bill.deliveryCharge === 0 ? (
              <>
                <s className={styles.struck}>
                  <VisuallyHidden>{t('was')} </VisuallyHidden>
                  {rupees(shopRules.deliveryChargeStruckPaise)}
                </s>{' '}
                <span className={styles.free}>{t('FREE')}</span>
              </>
            ) : (
              rupees(bill.deliveryCharge)
            )
          }
        />
        {bill.tipAmount > 0 && <Row term={t('Tip')} value={rupees(bill.tipAmount)} />}
        {bill.donationAmount > 0 && <Row term={t('Donation')} value={rupees(bill.donationAmount)} />}
        <Row term={t('Grand total')} value={rupees(bill.grandTotal)} total />
      </dl>
    </section>
  );
}

function Row({ term, value, total = false }: { term: string; value: ReactNode; total?: boolean }) {
  return (
    <div className={styles.row} data-total={total || undefined}>
      <dt>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
