import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toProductCard, type Product } from '@jhatpat/api-client';
import { ProductGrid } from '@jhatpat/ui';
import { useLiveAvailable } from '../../shared/stock/live-stock-context';
import { productHref } from './storefront-paths';
import { useProductQuantities } from './use-product-quantities';
import styles from './shop-product-grid.module.css';

export interface ShopProductGridProps {
  products: readonly Product[];
  /** Shows the 30-card skeleton (docs/product.md §9). */
  loading?: boolean;
}

// libs/ui's ProductCard labels its <article> by the heading with id "product-{id}".
const CARD_LABEL_PREFIX = 'product-';

/** ProductGrid wired to the cart (ADD, − n +) and to the product page: a click on a card opens it. */
export function ShopProductGrid({ products, loading = false }: ShopProductGridProps) {
  const navigate = useNavigate();
  const productIds = useMemo(() => products.map((product) => product._id), [products]);
  // Issue 18: the shown products are watched on /stock, and a push replaces the loaded figure.
  const availableOf = useLiveAvailable(productIds);
  const cards = useMemo(() => products.map((product) => ({ ...toProductCard(product), available: availableOf(product._id, product.available) })), [products, availableOf]);
  const { quantities, busyProductIds, changeQuantity } = useProductQuantities(products, availableOf);

  const openProduct = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('button, a, input')) return;
    const label = target.closest('article')?.getAttribute('aria-labelledby');
    if (label?.startsWith(CARD_LABEL_PREFIX)) navigate(productHref(label.slice(CARD_LABEL_PREFIX.length)));
  };

  return (
    // libs/ui's ProductCard has no link of its own, so the click is caught here, for pointers only:
    // a keyboard cannot open a product from its card until ProductCard takes an href.
    <div className={styles.products} onClick={openProduct}>
      <ProductGrid products={cards} loading={loading} quantities={quantities} busyProductIds={busyProductIds} onQuantityChange={changeQuantity} />
    </div>
  );
}
