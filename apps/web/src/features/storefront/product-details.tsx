import { Link } from 'react-router-dom';
import type { Product } from '@jhatpat/api-client';
import { categoryLabel, rupeesToPaise, shopRules } from '@jhatpat/domain';
import { Badge, Skeleton, StockNote, useShopText } from '@jhatpat/ui';
import { productName, productSubcategory } from '../../shared/locale/product-text';
import { useSession } from '../../shared/session/session-provider';
import { useLiveAvailable } from '../../shared/stock/live-stock-context';
import { ProductQuantityControl } from './product-quantity-control';
import { catalogHref } from './storefront-paths';
import styles from './product-screen.module.css';
import hidden from './visually-hidden.module.css';

// docs/product.md §2: static assurance bullets, claims the shop can stand behind.
export const assurances = [
  'Delivered in about {minutes} minutes, anywhere in {city}.',
  'Checked for freshness and expiry dates before it is packed.',
  'Damaged or wrong item? Tell the rider or contact us the same day for a replacement or a refund.',
] as const;

/** Picture size in CSS pixels; the real box is set in CSS, these reserve its shape before the image loads. */
const PICTURE_SIZE = 480;

export function ProductDetails({ product }: { product: Product }) {
  const { role } = useSession();
  const price = rupeesToPaise(product.price);
  const originalPrice = rupeesToPaise(product.originalPrice);
  // Issue 18: the page watches its product on /stock; a push replaces the loaded figure.
  const available = useLiveAvailable([product._id])(product._id, product.available);
  const { t, rupees, locale } = useShopText();
  const name = productName(product, locale);
  return (
    <article className={styles.details} aria-labelledby="product-title">
      <img className={styles.picture} src={product.image} alt={name} width={PICTURE_SIZE} height={PICTURE_SIZE} />
      <div className={styles.info}>
        <p className={styles.path}>
          <Link to={catalogHref(role, product.category)}>{t(categoryLabel(product.category))}</Link>
          <span aria-hidden="true"> › </span>
          <span>{productSubcategory(product, locale)}</span>
        </p>
        <h1 id="product-title" className={styles.name}>
          {name}
        </h1>
        <p className={styles.desc}>{product.desc || product.weight || t('1 pc')}</p>
        <p className={styles.prices}>
          <span className={styles.price}>{rupees(price)}</span>
          {originalPrice > price && (
            <>
              <s className={styles.struck}>
                <span className={hidden.visuallyHidden}>{t('MRP')} </span>
                {rupees(originalPrice)}
              </s>
              {product.discountPercentage > 0 && <Badge tone="accent">{t('{discount}% OFF', { discount: product.discountPercentage })}</Badge>}
            </>
          )}
        </p>
        <StockNote id="product-stock-note" available={available} className={styles.stock} />
        <ProductQuantityControl product={product} available={available} noteId="product-stock-note" />
        {product.description && <p className={styles.description}>{product.description}</p>}
        <ul className={styles.assurances} aria-label={t('Our promise')}>
          {assurances.map((line) => (
            <li key={line}>{t(line, { minutes: shopRules.deliveryPromiseMinutes, city: t(shopRules.deliveryCity) })}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** The product page's shape while it loads, so the layout does not jump when it arrives. */
export function ProductDetailsSkeleton() {
  return (
    <div className={styles.details} aria-hidden="true">
      <Skeleton shape="rect" className={styles.picture} height="auto" />
      <div className={styles.info}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height="1.75rem" />
        <Skeleton width="30%" />
        <Skeleton width="6rem" height="1.5rem" />
        <Skeleton shape="rect" width="9rem" height="3rem" />
      </div>
    </div>
  );
}
