import { VisuallyHidden } from '../../internal/visually-hidden';
import { canAddMore, stockLimitReason } from '../stock-note/stock-limit';
import styles from './product-card.module.css';
import { useShopText } from '../../locale/shop-text';

export interface QuantityStepperProps {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  busy: boolean;
  /** Units that can be ordered; "+" stops there. No ceiling when undefined. */
  available?: number;
  /** Unique in the page: names the hint "+" points at when it stops. */
  idPrefix: string;
  onChange: (quantity: number) => void;
}

/** "−  n  +". While busy the buttons keep focus (aria-disabled) but ignore presses; at the stock limit "+" does too, and says why. */
export function QuantityStepper({ name, quantity, busy, available, idPrefix, onChange }: QuantityStepperProps) {
  const atLimit = !canAddMore(quantity, available);
  const press = (next: number, allowed = true) => () => {
    if (!busy && allowed) onChange(next);
  };
  const limitId = `${idPrefix}-limit`;
  const text = useShopText();
  const { t } = text;
  return (
    <div role="group" aria-label={t('Quantity of {name}', { name })} aria-busy={busy || undefined} className={styles.stepper}>
      <button type="button" className={styles.step} aria-label={t('Remove one {name}', { name })} aria-disabled={busy || undefined} onClick={press(quantity - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.count} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t('Add one {name}', { name })}
        aria-disabled={busy || atLimit || undefined}
        aria-describedby={atLimit ? limitId : undefined}
        data-limit={atLimit || undefined}
        onClick={press(quantity + 1, !atLimit)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {atLimit && available !== undefined && (
        <span id={limitId}>
          <VisuallyHidden>{stockLimitReason(available, text)}</VisuallyHidden>
        </span>
      )}
    </div>
  );
}
