import type { LinkComponent } from '../../internal/link';
import styles from './floating-cart-bar.module.css';
import { useShopText } from '../../locale/shop-text';

export interface FloatingCartBarProps {
  /** Sum of quantities; the bar is not drawn at 0. */
  count: number;
  /** Sum of price × quantity, paise. */
  totalPaise: number;
  /** @default '/cart' */
  href?: string;
  linkComponent?: LinkComponent;
}

/**
 * Issue 19 item 2: on a phone the header scrolls out of reach of the thumb, so a bar floats at the bottom of the
 * storefront while the cart has items, "View cart" with the count and the total, as Blinkit and Zepto do. Where it is
 * shown (phones only, the app decides) is the page's layout's business.
 */
export function FloatingCartBar({ count, totalPaise, href = '/cart', linkComponent: Link = 'a' }: FloatingCartBarProps) {
  const { t, plural, rupees } = useShopText();
  if (count <= 0) return null;
  const itemsText = plural(count, '{count} item', '{count} items');
  return (
    <div className={styles.dock}>
      {/* The spaces between the spans give the link its name, "3 items ₹156.00 View cart", from what it shows. */}
      <Link href={href} className={styles.bar}>
        <span className={styles.summary}>
          <span>{itemsText}</span> <span className={styles.total}>{rupees(totalPaise)}</span>
        </span>{' '}
        <span className={styles.action}>
          {t('View cart')} <span aria-hidden="true">›</span>
        </span>
      </Link>
    </div>
  );
}
