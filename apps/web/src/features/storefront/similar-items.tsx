import { useId, useMemo } from 'react';
import type { Product } from '@jhatpat/api-client';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { ShopProductGrid } from './shop-product-grid';
import { similarProducts } from './similar-products';
import { useShopText } from '@jhatpat/ui';
import styles from './product-screen.module.css';

/**
 * A product page's "Similar items" row (issue 19 item 14), from its category's shelf: the same request
 * (and query key) as the category page, so a shopper coming from there asks nothing more. The row is
 * extra: while it loads, if it fails, or when the product is alone on its shelf, the page goes without it.
 */
export function SimilarItems({ product }: { product: Product }) {
  const api = useApi();
  const titleId = useId();
  const { t } = useShopText();
  const shelf = useLoad(`category:${product.category}`, () => api.products.byCategory(product.category), t('Failed to load products'));
  const shelfData = shelf.status === 'ready' ? shelf.data : null;
  const similar = useMemo(() => (shelfData ? similarProducts(product, shelfData) : []), [product, shelfData]);
  if (similar.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.similarTitle}>
        {t('Similar items')}
      </h2>
      <ShopProductGrid products={similar} wholeRows />
    </section>
  );
}
