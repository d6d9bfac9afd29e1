import type { CartLine } from '../cart/cart-lines.js';

/** A line the shop refused for want of stock (issue 18): the 409's `shortLines`. */
export interface ShortLine {
  productId: string;
  name: string;
  wanted: number;
  available: number;
}

function isShortLine(value: unknown): value is ShortLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, name, wanted, available } = value as Record<string, unknown>;
  return typeof productId === 'string' && typeof name === 'string' && typeof wanted === 'number' && typeof available === 'number';
}

/**
 * The short lines a refused order names. The API client keeps a refusal's body as `details` on its error; machines only
 * duck-type it (no data-access import), and anything else has none.
 */
export function shortLinesOf(error: unknown): ShortLine[] {
  const details = (error as { details?: unknown } | null)?.details;
  const lines = (details as { shortLines?: unknown } | null | undefined)?.shortLines;
  return Array.isArray(lines) ? lines.filter(isShortLine) : [];
}

/** The refused lines the cart still holds more of than is left; a line now within stock (or gone) is fixed. */
export function stillShort(shortLines: readonly ShortLine[], lines: readonly CartLine[]): ShortLine[] {
  return shortLines.flatMap((short) => {
    const quantity = lines.find((line) => line.productId === short.productId)?.quantity ?? 0;
    return quantity > short.available ? [{ ...short, wanted: quantity }] : [];
  });
}
