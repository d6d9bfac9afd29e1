import { shopRules } from '@jhatpat/domain';
import type { LinkComponent } from '../../internal/link';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { ProductCard, type ProductCardProduct, type ProductCardProps } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { skeletonGroup } from '../../primitives/skeleton/skeleton';
import styles from './product-grid.module.css';
import { useShopText } from '../../locale/shop-text';

export interface ProductGridProps {
  products: readonly ProductCardProduct[];
  /** Shows docs/product.md §9's 30 skeleton cards instead of the products. */
  loading?: boolean;
  /** Product id → quantity in the cart. */
  quantities?: Readonly<Record<string, number>>;
  /** Ids whose quantity change is in flight. */
  busyProductIds?: ReadonlySet<string>;
  onQuantityChange?: ProductCardProps['onQuantityChange'];
  /** @default 'Loading products' */
  loadingLabel?: string;
  /** Each product's page; the cards link to it when given (ProductCard `href`). */
  hrefFor?: (product: ProductCardProduct) => string;
  linkComponent?: LinkComponent;
  /**
   * Show whole rows only: the cards that would sit in an unfinished last row are left out, unless there
   * is no full row. For short lists with a "See all" elsewhere (home shelves, similar items), where a card
   * alone on a row looks like a mistake; never for a list the shopper asked for whole.
   */
  wholeRows?: boolean;
}

export function ProductGrid({
  products,
  loading = false,
  quantities = {},
  busyProductIds,
  onQuantityChange,
  loadingLabel,
  hrefFor,
  linkComponent,
  wholeRows = false,
}: ProductGridProps) {
  const { t } = useShopText();
  if (loading) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <VisuallyHidden>{loadingLabel ?? t('Loading products')}</VisuallyHidden>
        <ul className={styles.grid} aria-hidden="true" {...skeletonGroup}>
          {Array.from({ length: shopRules.productSkeletonCount }, (_, i) => (
            <li key={i} className={styles.item}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={wholeRows ? `${styles.grid} ${styles.wholeRows}` : styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            quantity={quantities[product.id] ?? 0}
            busy={busyProductIds?.has(product.id) ?? false}
            onQuantityChange={onQuantityChange}
            href={hrefFor?.(product)}
            linkComponent={linkComponent}
          />
        </li>
      ))}
    </ul>
  );
}
