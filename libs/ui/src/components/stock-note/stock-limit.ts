import { stockLevel } from '@jhatpat/domain';
import { englishText, type ShopText } from '../../locale/shop-text';

// The stepper's ceiling, shared by the product tile, the product page and the cart line: a shopper may
// hold up to what the dark store can still promise (the contract's `available`), never more.
// `available` undefined means the screen does not know (an older answer): no ceiling is drawn then,
// and the server's 409 at checkout stays the last word.

/** Whether "+" may add one more to `quantity`. */
export function canAddMore(quantity: number, available: number | undefined): boolean {
  return available === undefined || quantity < available;
}

/** Why "+" stops, said to assistive tech and shown beside the stepper. */
export function stockLimitReason(available: number, { t, number }: ShopText = englishText): string {
  if (stockLevel(available) === 'out') return t('Out of stock');
  return t('Only {count} left', { count: number(available) });
}

/** The tile's and page's note: "Out of stock", "Only N left" under the low-stock threshold, else nothing. */
export function stockNoteText(available: number | undefined, text: ShopText = englishText): string | null {
  if (available === undefined || stockLevel(available) === 'in') return null;
  return stockLimitReason(available, text);
}
