import type { OrderItem } from '@jhatpat/api-client';
import { rupeesToPaise } from '@jhatpat/domain';
import { useShopText } from '@jhatpat/ui';
import { productName } from '../../shared/locale/product-text';
import styles from './order-detail-sections.module.css';

/** The order's lines at the prices it was placed at; in Hindi, by the Hindi names they were sold under. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const { t, rupees, locale } = useShopText();
  return (
    <section className={styles.section} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.title}>
        {t('Items ({count})', { count: items.length })}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.image ? <img className={styles.image} src={item.image} alt="" width={48} height={48} loading="lazy" /> : <span className={styles.image} />}
            <span className={styles.itemName}>
              {productName(item, locale)}
              {item.variant && <span className={styles.muted}> · {item.variant}</span>}
              <span className={styles.muted}>
                {' '}
                {t('× {quantity} at {price}', { quantity: item.quantity, price: rupees(rupeesToPaise(item.price)) })}
              </span>
            </span>
            <span>{rupees(rupeesToPaise(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
