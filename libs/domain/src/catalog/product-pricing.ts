import { PAISE_PER_RUPEE } from '../shop-rules.js';

/** Whole-percent saving of price against originalPrice (both integer paise), rounded down: never overstated. */
export function discountPercentage(pricePaise: number, originalPricePaise: number): number {
  if (originalPricePaise <= 0 || pricePaise >= originalPricePaise) return 0;
  return Math.floor(((originalPricePaise - pricePaise) * 100) / originalPricePaise);
}

/** Integer paise as the REST shape's rupee number (2 decimals at most): 2750 → 27.5. */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Catalog paths match case-insensitively ("Milk", "milk"): the lower-cased, trimmed key. */
export function catalogPathKey(path: string): string {
  return path.trim().toLowerCase();
}
