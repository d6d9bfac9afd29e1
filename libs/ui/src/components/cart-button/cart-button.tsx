import { useEffect, useState, type MouseEvent } from 'react';
import { formatRupees, shopRules } from '@jhatpat/domain';
import styles from './cart-button.module.css';

export interface CartButtonProps {
  /** Sum of quantities (SPEC §3). */
  count: number;
  /** Sum of price × quantity, paise. */
  totalPaise: number;
  /** SPEC §4: disabled and greyed out when the location is not in Patna. @default true */
  serviceable?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Header cart button; pulses for SPEC §9's 300 ms whenever the count changes. */
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

  const itemsText = count === 1 ? '1 item' : `${count} items`;
  return (
    <button
      type="button"
      className={styles.cartButton}
      disabled={!serviceable}
      data-pulse={pulse > 0 || undefined}
      data-serviceable={serviceable}
      // Inline spans join without spaces in the accessible name, so it is spelled out (and contains the visible text).
      aria-label={count > 0 ? `Cart: ${itemsText} ${formatRupees(totalPaise)}` : undefined}
      onClick={onClick}
    >
      <span aria-hidden="true" className={styles.icon}>
        🛒
      </span>
      {count > 0 ? (
        <span className={styles.summary}>
          <span>{itemsText}</span>
          <span className={styles.total}>{formatRupees(totalPaise)}</span>
        </span>
      ) : (
        <span>My Cart</span>
      )}
    </button>
  );
}
