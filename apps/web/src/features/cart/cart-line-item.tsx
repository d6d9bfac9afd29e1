import { stockFixOf, type CartLine } from '@jhatpat/machines';
import { canAddMore, IconButton, StockShortfall, stockLimitReason, type StockShortfallFix, useShopText } from '@jhatpat/ui';
import { productName } from '../../shared/locale/product-text';
import styles from './cart-line-item.module.css';

export interface CartLineItemProps {
  line: CartLine;
  /** A change of this product's quantity is on its way to the server (docs/product.md §4 busy flag). */
  busy: boolean;
  onQuantityChange: (change: { productId: string; delta: number }) => void;
}

/** One cart line: picture, name, unit price, "− n +", the line's amount, and the fix when it wants more than is left (issue 18). */
export function CartLineItem({ line, busy, onQuantityChange }: CartLineItemProps) {
  // While busy the buttons keep focus (aria-disabled) but ignore presses, as the product cards do.
  const press = (delta: number, allowed = true) => () => !busy && allowed && onQuantityChange({ productId: line.productId, delta });
  const atLimit = !canAddMore(line.quantity, line.available);
  const fix = stockFixOf(line);
  const limitId = `cart-line-${line.productId}-limit`;
  const text = useShopText();
  const { t, rupees } = text;
  const name = productName(line, text.locale);
  const applyFix = (chosen: StockShortfallFix) =>
    onQuantityChange({ productId: line.productId, delta: (chosen.kind === 'reduce' ? chosen.quantity : 0) - line.quantity });
  return (
    <li className={styles.line} aria-label={name} data-busy={busy || undefined} data-short={fix ? true : undefined}>
      {line.image ? <img className={styles.image} src={line.image} alt="" /> : <span className={styles.image} aria-hidden="true" />}
      <div className={styles.about}>
        <span className={styles.name}>{name}</span>
        {line.variant && <span className={styles.variant}>{line.variant}</span>}
        <span className={styles.price}>{rupees(line.price)}</span>
      </div>
      <div role="group" aria-label={t('Quantity of {name}', { name })} aria-busy={busy || undefined} className={styles.stepper}>
        <IconButton label={t('Remove one {name}', { name })} icon="−" size="sm" variant="primary" aria-disabled={busy || undefined} onClick={press(-1)} />
        <output className={styles.count} aria-live="polite">
          {line.quantity}
        </output>
        <IconButton
          label={t('Add one {name}', { name })}
          icon="+"
          size="sm"
          variant="primary"
          aria-disabled={busy || atLimit || undefined}
          aria-describedby={atLimit ? (fix ? `${limitId}-fix` : limitId) : undefined}
          onClick={press(1, !atLimit)}
        />
      </div>
      {/* The reason "+" stopped, seen and read; a short line says it in its fix instead. */}
      {atLimit && !fix && line.available !== undefined && (
        <span id={limitId} className={styles.limit}>
          {stockLimitReason(line.available, text)}
        </span>
      )}
      <span className={styles.amount}>{rupees(line.price * line.quantity)}</span>
      {fix && line.available !== undefined && (
        <StockShortfall id={`${limitId}-fix`} className={styles.shortfall} name={name} available={line.available} fix={fix} busy={busy} onFix={applyFix} />
      )}
    </li>
  );
}
