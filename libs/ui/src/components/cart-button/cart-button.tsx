import { useEffect, useState, type MouseEvent } from 'react';
import { shopRules } from '@jhatpat/domain';
import styles from './cart-button.module.css';
import { useShopText } from '../../locale/shop-text';

export const cartButtonTexts = {
  locationNeeded: 'Choose a delivery location in Patna to check out',
} as const;

export interface CartButtonProps {
  /** Sum of quantities (docs/product.md §3). */
  count: number;
  /** Sum of price × quantity, paise. */
  totalPaise: number;
  /**
   * docs/product.md §4: greyed out when the location is not in Patna. Issue 19 item 1: still a working button, so the
   * cart opens and says why a location is needed, instead of a dead control that explains nothing. @default true
   */
  serviceable?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Header cart button; pulses for docs/product.md §9's 300 ms whenever the count changes. */
export function CartButton({ count, totalPaise, serviceable = true, onClick }: CartButtonProps) {
  const [shownCount, setShownCount] = useState(count);
  const [pulse, setPulse] = useState(0);
  // Adjusting state while rendering (React docs, "You might not need an effect") avoids a frame without the pulse.
  if (count !== shownCount) {
    setShownCount(count);
    setPulse((n) => n + 1);
  }
  useEffect(() => {
    if (pulse === 0) return;
    const timer = setTimeout(() => setPulse(0), shopRules.cartPulseMs);
    return () => clearTimeout(timer);
  }, [pulse]);

  const { t, plural, rupees } = useShopText();
  const itemsText = plural(count, '{count} item', '{count} items');
  return (
    <button
      type="button"
      className={styles.cartButton}
      title={serviceable ? undefined : t(cartButtonTexts.locationNeeded)}
      data-pulse={pulse > 0 || undefined}
      data-serviceable={serviceable}
      // Inline spans join without spaces in the accessible name, so it is spelled out (and contains the visible text).
      aria-label={count > 0 ? t('Cart: {items} {total}', { items: itemsText, total: rupees(totalPaise) }) : undefined}
      onClick={onClick}
    >
      {/* Drawn, not an emoji: a phone or a kiosk without an emoji font shows an empty box for 🛒. */}
      <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19" r="1.5" />
        <circle cx="16.5" cy="19" r="1.5" />
      </svg>
      {count > 0 ? (
        <span className={styles.summary}>
          <span>{itemsText}</span>
          <span className={styles.total}>{rupees(totalPaise)}</span>
        </span>
      ) : (
        <span>{t('My Cart')}</span>
      )}
    </button>
  );
}
