import styles from './product-card.module.css';

export interface QuantityStepperProps {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** "−  n  +". While busy the buttons keep focus (aria-disabled) but ignore presses. */
export function QuantityStepper({ name, quantity, busy, onChange }: QuantityStepperProps) {
  const press = (next: number) => () => {
    if (!busy) onChange(next);
  };
  return (
    <div role="group" aria-label={`Quantity of ${name}`} aria-busy={busy || undefined} className={styles.stepper}>
      <button type="button" className={styles.step} aria-label={`Remove one ${name}`} aria-disabled={busy || undefined} onClick={press(quantity - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.count} aria-live="polite">
        {quantity}
      </output>
      <button type="button" className={styles.step} aria-label={`Add one ${name}`} aria-disabled={busy || undefined} onClick={press(quantity + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
