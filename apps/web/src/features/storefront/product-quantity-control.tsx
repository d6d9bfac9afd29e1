import type { Product } from '@jhatpat/api-client';
import { Button, canAddMore, IconButton, stockLimitReason, stockNoteText, useShopText } from '@jhatpat/ui';
import { useCart } from '../../shared/cart/use-cart';
import { cartSummaryOf } from './cart-summary';
import styles from './product-screen.module.css';

export interface ProductQuantityControlProps {
  product: Product;
  /** Units left as the page last heard (issue 18); unknown when undefined. */
  available: number | undefined;
  /** The page's own stock note ("Only N left"), which a stopped "+" points at rather than saying it twice. */
  noteId: string;
}

/** The product page's "Add to cart", then − n + once it is in the cart (docs/product.md §4 quantity change), stopping at what is left. */
export function ProductQuantityControl({ product, available, noteId }: ProductQuantityControlProps) {
  const cart = useCart();
  const text = useShopText();
  const { t } = text;
  const quantity = cart.quantityOf(product._id);
  const busy = cart.isBusy(product._id);
  const atLimit = !canAddMore(quantity, available);
  // While a change is in flight the buttons keep focus but ignore presses, as ProductCard's do.
  const change = (delta: number) => {
    if (busy || (delta > 0 && atLimit)) return;
    cart.changeQuantity({ productId: product._id, delta, product: cartSummaryOf(product, available) });
  };

  // docs/product.md §1: admins have no cart, so there is nothing to add to.
  if (cart.isOff) return null;
  // Issue 18: no Add button for a sold-out product; the stock note beside the price says so.
  if (quantity === 0 && available === 0) return null;
  if (quantity === 0) {
    return (
      <Button size="lg" loading={busy} onClick={() => change(1)}>
        {t('Add to cart')}
      </Button>
    );
  }
  // Under the low-stock threshold the page's note already says "Only N left"; above it the reason is said here.
  const noted = stockNoteText(available, text) !== null;
  const limitId = noted ? noteId : `product-${product._id}-limit`;
  return (
    <div role="group" aria-label={t('Quantity of {name}', { name: product.name })} aria-busy={busy || undefined} className={styles.stepper}>
      <IconButton label={t('Remove one {name}', { name: product.name })} icon="−" aria-disabled={busy || undefined} onClick={() => change(-1)} />
      <output className={styles.count} aria-live="polite">
        {quantity}
      </output>
      <IconButton
        label={t('Add one {name}', { name: product.name })}
        icon="+"
        variant="primary"
        aria-disabled={busy || atLimit || undefined}
        aria-describedby={atLimit ? limitId : undefined}
        onClick={() => change(1)}
      />
      {/* The reason "+" stopped, seen and read. */}
      {atLimit && !noted && available !== undefined && (
        <span id={limitId} className={styles.limit}>
          {stockLimitReason(available, text)}
        </span>
      )}
    </div>
  );
}
