/** Whole-percent saving of price against originalPrice (both integer paise), rounded down: never overstated. */
export function discountPercentage(pricePaise: number, originalPricePaise: number): number {
  if (originalPricePaise <= 0 || pricePaise >= originalPricePaise) return 0;
  return Math.floor(((originalPricePaise - pricePaise) * 100) / originalPricePaise);
}

/** Catalog paths match case-insensitively ("Milk", "milk"): the lower-cased, trimmed key. */
export function catalogPathKey(path: string): string {
  return path.trim().toLowerCase();
}
