import type { OrderPacking } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import styles from './order-detail-sections.module.css';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** What the dark store could not pack as ordered, and what it took off the bill (docs/decisions.md#packing). */
export function OrderPackingChanges({ packing, cash }: { packing: OrderPacking; cash: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="packing-changes-title">
      <h2 id="packing-changes-title" className={styles.title}>
        Changes while packing
      </h2>
      <ul className={styles.items}>
        {packing.changes.map((line) => (
          <li key={line.productId} className={styles.item}>
            <span className={styles.itemName}>
              {line.outcome === 'short'
                ? `${line.name}: ${line.missing} of ${line.quantity} out of stock`
                : `${line.name} replaced by ${line.substitute?.name ?? 'another product'}`}
            </span>
            <span>−{rupees(line.takenOff)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        {cash ? `Pay ${rupees(packing.amountDue)} at delivery.` : `${rupees(packing.takenOff)} is being refunded to you.`}
      </p>
    </section>
  );
}
