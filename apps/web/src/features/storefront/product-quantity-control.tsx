import type { Product } from '@jhatpat/api-client';
import { Button, IconButton } from '@jhatpat/ui';
import { useCart } from '../../shared/cart/use-cart';
import { cartSummaryOf } from './cart-summary';
import styles from './product-screen.module.css';

/** The product page's "Add to cart", then − n + once it is in the cart (docs/product.md §4 quantity change). */
export function ProductQuantityControl({ product }: { product: Product }) {
  const cart = useCart();
  const quantity = cart.quantityOf(product._id);
  const busy = cart.isBusy(product._id);
  // While a change is in flight the buttons keep focus but ignore presses, as ProductCard's do.
  const change = (delta: number) => {
    if (!busy) cart.changeQuantity({ productId: product._id, delta, product: cartSummaryOf(product) });
  };

  // docs/product.md §1: admins have no cart, so there is nothing to add to.
  if (cart.isOff) return null;
  if (quantity === 0) {
    return (
      <Button size="lg" loading={busy} onClick={() => change(1)}>
        Add to cart
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`Quantity of ${product.name}`} aria-busy={busy || undefined} className={styles.stepper}>
      <IconButton label={`Remove one ${product.name}`} icon="−" aria-disabled={busy || undefined} onClick={() => change(-1)} />
      <output className={styles.count} aria-live="polite">
        {quantity}
      </output>
      <IconButton label={`Add one ${product.name}`} icon="+" variant="primary" aria-disabled={busy || undefined} onClick={() => change(1)} />
    </div>
  );
}
