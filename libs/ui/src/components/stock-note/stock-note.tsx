import { stockLevel } from '@jhatpat/domain';
import { classNames } from '../../internal/class-names';
import { stockNoteText } from './stock-limit';
import styles from './stock-note.module.css';
import { useShopText } from '../../locale/shop-text';

export interface StockNoteProps {
  /** Units a shopper can order now; nothing is shown when undefined or above the low-stock threshold. */
  available: number | undefined;
  id?: string;
  className?: string;
}

/** "Out of stock" or "Only N left" (issue 18: under the low-stock threshold), as the tile and product page show it. */
export function StockNote({ available, id, className }: StockNoteProps) {
  const text = stockNoteText(available, useShopText());
  if (text === null || available === undefined) return null;
  return (
    <span id={id} className={classNames(styles.note, className)} data-level={stockLevel(available)}>
      {text}
    </span>
  );
}
