import { useMemo } from 'react';
import { toProductCard, type Product } from '@jhatpat/api-client';
import { ProductGrid, useShopText } from '@jhatpat/ui';
import { productName } from '../../shared/locale/product-text';
import { RouterLink } from '../../shared/router-link';
import { useLiveAvailable } from '../../shared/stock/live-stock-context';
import { productHref } from './storefront-paths';
import { useProductQuantities } from './use-product-quantities';

export interface ShopProductGridProps {
  products: readonly Product[];
  /** Shows the 30-card skeleton (docs/product.md §9). */
  loading?: boolean;
  /** Leaves out the cards of an unfinished last row (ProductGrid `wholeRows`): home shelves and similar items. */
  wholeRows?: boolean;
}

const hrefFor = ({ id }: { id: string }) => productHref(id);

/** ProductGrid wired to the cart (ADD, − n +) and to the product page: each card is a link to it (issue 19 item 13). */
export function ShopProductGrid({ products, loading = false, wholeRows = false }: ShopProductGridProps) {
  const productIds = useMemo(() => products.map((product) => product._id), [products]);
  // Issue 18: the shown products are watched on /stock, and a push replaces the loaded figure.
  const availableOf = useLiveAvailable(productIds);
  const { locale } = useShopText();
  const cards = useMemo(
    () => products.map((product) => ({ ...toProductCard(product), name: productName(product, locale), available: availableOf(product._id, product.available) })),
    [products, availableOf, locale],
  );
  const { quantities, busyProductIds, changeQuantity } = useProductQuantities(products, availableOf);

  return (
    <ProductGrid
      products={cards}
      loading={loading}
      wholeRows={wholeRows}
      quantities={quantities}
      busyProductIds={busyProductIds}
      onQuantityChange={changeQuantity}
      hrefFor={hrefFor}
      linkComponent={RouterLink}
    />
  );
}
