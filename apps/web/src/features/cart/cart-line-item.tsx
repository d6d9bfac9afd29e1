import { formatRupees } from '@jhatpat/domain';
import type { CartLine } from '@jhatpat/machines';
import { IconButton } from '@jhatpat/ui';
import styles from './cart-line-item.module.css';

export interface CartLineItemProps {
  line: CartLine;
  /** A change of this product's quantity is on its way to the server (docs/product.md §4 busy flag). */
  busy: boolean;
  onQuantityChange: (change: { productId: string; delta: number }) => void;
}

/** One cart line: picture, name, unit price, "− n +" and the line's amount. */
export function CartLineItem({ line, busy, onQuantityChange }: CartLineItemProps) {
  // While busy the buttons keep focus (aria-disabled) but ignore presses, as the product cards do.
  const press = (delta: number) => () => !busy && onQuantityChange({ productId: line.productId, delta });
  return (
    <li className={styles.line} aria-label={line.name} data-busy={busy || undefined}>
      {line.image ? <img className={styles.image} src={line.image} alt="" /> : <span className={styles.image} aria-hidden="true" />}
      <div className={styles.about}>
        <span className={styles.name}>{line.name}</span>
        {line.variant && <span className={styles.variant}>{line.variant}</span>}
        <span className={styles.price}>{formatRupees(line.price)}</span>
      </div>
      <div role="group" aria-label={`Quantity of ${line.name}`} aria-busy={busy || undefined} className={styles.stepper}>
        <IconButton label={`Remove one ${line.name}`} icon="−" size="sm" variant="primary" aria-disabled={busy || undefined} onClick={press(-1)} />
        <output className={styles.count} aria-live="polite">
          {line.quantity}
        </output>
        <IconButton label={`Add one ${line.name}`} icon="+" size="sm" variant="primary" aria-disabled={busy || undefined} onClick={press(1)} />
      </div>
      <span className={styles.amount}>{formatRupees(line.price * line.quantity)}</span>
    </li>
  );
}
