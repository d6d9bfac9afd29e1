/** At or under this many units a product shows "Only N left" and admins get a low-stock alert. */
export const LOW_STOCK_AT = 5;

export type StockLevel = 'out' | 'low' | 'in';

/** How a product's available units read to a shopper: out (0), low (1..LOW_STOCK_AT) or in stock. */
export function stockLevel(available: number): StockLevel {
  if (available <= 0) return 'out';
  return available <= LOW_STOCK_AT ? 'low' : 'in';
}
