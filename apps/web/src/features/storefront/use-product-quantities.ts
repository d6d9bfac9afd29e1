import { useMemo } from 'react';
import type { Product } from '@jhatpat/api-client';
import { useCart } from '../../shared/cart/use-cart';
import { cartSummaryOf } from './cart-summary';

/**
 * The cart as a product list shows it: each product's quantity and busy flag, and a change of quantity
 * turned into the cart machine's delta (docs/product.md §4: new quantity = current + delta).
 */
export function useProductQuantities(products: readonly Product[], availableOf: (productId: string, loaded: number | undefined) => number | undefined) {
  const cart = useCart();
  const byId = useMemo(() => new Map(products.map((product) => [product._id, product])), [products]);
  const quantities: Record<string, number> = {};
  const busyProductIds = new Set<string>();
  for (const product of products) {
    quantities[product._id] = cart.quantityOf(product._id);
    if (cart.isBusy(product._id)) busyProductIds.add(product._id);
  }
  const changeQuantity = ({ productId, quantity }: { productId: string; quantity: number }) => {
    const product = byId.get(productId);
    cart.changeQuantity({ productId, delta: quantity - cart.quantityOf(productId), product: product && cartSummaryOf(product, availableOf(productId, product.available)) });
  };
  return { quantities, busyProductIds, changeQuantity };
}
