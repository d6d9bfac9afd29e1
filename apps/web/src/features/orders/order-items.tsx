import type { OrderItem } from '@jhatpat/api-client';
import { rupeesToPaise } from '@jhatpat/domain';
import { useShopText } from '@jhatpat/ui';
import { orderLineName, type CatalogHindiNames } from '../../shared/locale/product-text';
import styles from './order-detail-sections.module.css';

/** The order's lines at the prices it was placed at; in Hindi, named by the catalog's Hindi names where known. */
export function OrderItems({ items, hindiNames = {} }: { items: readonly OrderItem[]; hindiNames?: CatalogHindiNames }) {
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
              {orderLineName(item, hindiNames, locale)}
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
