import { shopRules } from '@jhatpat/domain';
import { Badge } from '../../primitives/badge/badge';
import type { LinkComponent } from '../../internal/link';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { StockNote } from '../stock-note/stock-note';
import { QuantityStepper } from './quantity-stepper';
import styles from './product-card.module.css';
import { useShopText } from '../../locale/shop-text';

export interface ProductCardProduct {
  id: string;
  name: string;
  imageUrl: string;
  /** Integer paise. */
  pricePaise: number;
  /** Integer paise; struck through when above the price. */
  originalPricePaise?: number;
  /** Shown as "n% OFF"; derived from the two prices when absent. */
  discountPercentage?: number;
  /** @default '1 pc' (docs/product.md §3) */
  weight?: string;
  /** Units a shopper can order now (issue 18): 0 shows "Out of stock" instead of ADD, a few show "Only N left", and "+" stops there. Unknown when absent. */
  available?: number;
}

export interface ProductCardProps {
  product: ProductCardProduct;
  /** How many are in the cart. @default 0 */
  quantity?: number;
  /** A change of this product's quantity is in flight. */
  busy?: boolean;
  /** Receives the absolute new quantity, never below 0. */
  onQuantityChange?: (change: { productId: string; quantity: number }) => void;
  /**
   * The product's page: the name becomes a real link whose hit area is the whole card (Tab reaches it
   * before ADD; middle-click and "open in new tab" work), while ADD and the stepper stay buttons of their own.
   */
  href?: string;
  /** The router's link, taking `href` (libs/ui knows no router). @default 'a' */
  linkComponent?: LinkComponent;
}

function discountOf({ pricePaise, originalPricePaise, discountPercentage }: ProductCardProduct): number {
  if (discountPercentage !== undefined) return Math.round(discountPercentage);
  if (!originalPricePaise || originalPricePaise <= pricePaise) return 0;
  return Math.round(((originalPricePaise - pricePaise) / originalPricePaise) * 100);
}

export function ProductCard({ product, quantity = 0, busy = false, onQuantityChange, href, linkComponent: Link = 'a' }: ProductCardProps) {
  const discount = discountOf(product);
  const struck = product.originalPricePaise && product.originalPricePaise > product.pricePaise ? product.originalPricePaise : undefined;
  // The stepper (and so a decrement) only shows at quantity ≥ 1, so the next quantity is never below 0.
  const change = (next: number) => onQuantityChange?.({ productId: product.id, quantity: next });
  const available = product.available;
  const soldOut = available === 0;
  const { t, rupees } = useShopText();

  return (
    <article className={styles.card} aria-labelledby={`product-${product.id}`} data-busy={busy || undefined} data-sold-out={soldOut || undefined}>
      <div className={styles.media}>
        <img className={styles.image} src={product.imageUrl} alt="" loading="lazy" />
        {discount > 0 && (
          <Badge tone="accent" className={styles.discount}>
            {t('{discount}% OFF', { discount })}
          </Badge>
        )}
      </div>
      <span className={styles.eta}>{t(shopRules.productTileEtaLabel)}</span>
      <h3 id={`product-${product.id}`} className={styles.name}>
        {href ? (
          <Link href={href} className={styles.link}>
            {product.name}
          </Link>
        ) : (
          product.name
        )}
      </h3>
      <span className={styles.weight}>{product.weight || t('1 pc')}</span>
      {/* A sold-out product still in the cart keeps its stepper (to take it out), so the note shows here instead. */}
      {(!soldOut || quantity > 0) && <StockNote available={available} />}
      <div className={styles.footer}>
        <p className={styles.prices}>
          <span className={styles.price}>{rupees(product.pricePaise)}</span>
          {struck && (
            <s className={styles.struck}>
              <VisuallyHidden>{t('was')} </VisuallyHidden>
              {rupees(struck)}
            </s>
          )}
        </p>
        {quantity > 0 ? (
          <QuantityStepper name={product.name} quantity={quantity} busy={busy} available={available} idPrefix={`product-${product.id}`} onChange={change} />
        ) : soldOut ? (
          // Issue 18: no ADD button on a sold-out tile; the note takes its place, so the footer keeps its shape.
          <StockNote available={0} className={styles.soldOut} />
        ) : (
          <button
            type="button"
            className={styles.add}
            aria-label={t('ADD {name}', { name: product.name })}
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={() => !busy && change(1)}
          >
            {t('ADD')}
          </button>
        )}
      </div>
    </article>
  );
}
