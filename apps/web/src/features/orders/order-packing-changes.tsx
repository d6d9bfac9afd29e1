import type { OrderPacking } from '@jhatpat/api-client';
import { rupeesToPaise } from '@jhatpat/domain';
import { useShopText } from '@jhatpat/ui';
import { productName } from '../../shared/locale/product-text';
import styles from './order-detail-sections.module.css';

/** What the dark store could not pack as ordered, and what it took off the bill (docs/decisions.md#packing). */
export function OrderPackingChanges({ packing, cash }: { packing: OrderPacking; cash: boolean }) {
  const { t, rupees: inRupees, locale } = useShopText();
  const name = (line: { name: string; nameHi: string }) => productName(line, locale);
  const rupees = (amount: number) => inRupees(rupeesToPaise(amount));
  return (
    <section className={styles.section} aria-labelledby="packing-changes-title">
      <h2 id="packing-changes-title" className={styles.title}>
        {t('Changes while packing')}
      </h2>
      <ul className={styles.items}>
        {packing.changes.map((line) => (
          <li key={line.productId} className={styles.item}>
            <span className={styles.itemName}>
              {line.outcome === 'short'
                ? t('{name}: {missing} of {quantity} out of stock', { name: name(line), missing: line.missing ?? 0, quantity: line.quantity })
                : t('{name} replaced by {substitute}', { name: name(line), substitute: line.substitute ? name(line.substitute) : t('another product') })}
            </span>
            <span>−{rupees(line.takenOff)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        {cash ? t('Pay {amount} at delivery.', { amount: rupees(packing.amountDue) }) : t('{amount} is being refunded to you.', { amount: rupees(packing.takenOff) })}
      </p>
    </section>
  );
}
