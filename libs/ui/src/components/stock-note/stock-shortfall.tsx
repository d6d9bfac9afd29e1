import { Button } from '../../primitives/button/button';
import { classNames } from '../../internal/class-names';
import { stockLimitReason } from './stock-limit';
import styles from './stock-note.module.css';
import { useShopText } from '../../locale/shop-text';

/** What brings a short line back within stock: libs/machines' stockFixOf decides it. */
export type StockShortfallFix = { kind: 'reduce'; quantity: number } | { kind: 'remove' };

export interface StockShortfallProps {
  /** The product's name, for the button's accessible name. */
  name: string;
  /** Units the shop can still promise. */
  available: number;
  fix: StockShortfallFix;
  /** The fix is on its way. */
  busy?: boolean;
  onFix: (fix: StockShortfallFix) => void;
  /** Lets a stopped "+" point at this as its reason. */
  id?: string;
  className?: string;
}

/** Issue 18: a cart line that wants more than is left, said plainly, with its one-tap fix ("Reduce to N" or "Remove"). */
export function StockShortfall({ name, available, fix, busy = false, onFix, id, className }: StockShortfallProps) {
  const text = useShopText();
  const label = fix.kind === 'reduce' ? text.t('Reduce to {quantity}', { quantity: fix.quantity }) : text.t('Remove');
  return (
    <p className={classNames(styles.shortfall, className)} data-level={available === 0 ? 'out' : 'low'}>
      <span id={id} className={styles.shortfallText}>{stockLimitReason(available, text)}</span>
      <Button size="sm" variant="secondary" loading={busy} aria-label={`${label}: ${name}`} onClick={() => onFix(fix)}>
        {label}
      </Button>
    </p>
  );
}
