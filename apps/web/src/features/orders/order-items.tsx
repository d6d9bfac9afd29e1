import type { OrderItem } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import styles from './order-detail-sections.module.css';

/** The order's lines at the prices it was placed at. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <section className={styles.section} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.title}>
        Items ({items.length})
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.image ? <img className={styles.image} src={item.image} alt="" width={48} height={48} loading="lazy" /> : <span className={styles.image} />}
            <span className={styles.itemName}>
              {item.name}
              {item.variant && <span className={styles.muted}> · {item.variant}</span>}
              <span className={styles.muted}>
                {' '}
                × {item.quantity} at {formatRupees(rupeesToPaise(item.price))}
              </span>
            </span>
            <span>{formatRupees(rupeesToPaise(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
