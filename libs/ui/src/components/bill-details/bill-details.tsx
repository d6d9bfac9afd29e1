import { useId, type ReactNode } from 'react';
import { formatRupees, shopRules, type Bill } from '@jhatpat/domain';
import { VisuallyHidden } from '../../internal/visually-hidden';
import styles from './bill-details.module.css';

export interface BillDetailsProps {
  /** From computeBill (@jhatpat/domain) or the server cart; all amounts in paise. */
  bill: Bill;
}

/** docs/product.md §9: items, handling, delivery "FREE" over a struck 25, tip, donation and the grand total. */
export function BillDetails({ bill }: BillDetailsProps) {
  const titleId = useId();
  return (
    <section className={styles.bill} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Bill details
      </h2>
      <dl className={styles.rows}>
        <Row term="Items total" value={formatRupees(bill.itemsTotal)} />
        <Row term="Handling charge" value={formatRupees(bill.handlingCharge)} />
        <Row
          term="Delivery charge"
          value={
            bill.deliveryCharge === 0 ? (
              <>
                <s className={styles.struck}>
                  <VisuallyHidden>was </VisuallyHidden>
                  {formatRupees(shopRules.deliveryChargeStruckPaise)}
                </s>{' '}
                <span className={styles.free}>FREE</span>
              </>
            ) : (
              formatRupees(bill.deliveryCharge)
            )
          }
        />
        {bill.tipAmount > 0 && <Row term="Tip" value={formatRupees(bill.tipAmount)} />}
        {bill.donationAmount > 0 && <Row term="Donation" value={formatRupees(bill.donationAmount)} />}
        <Row term="Grand total" value={formatRupees(bill.grandTotal)} total />
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
