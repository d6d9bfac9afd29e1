/** A cart line as the client shows it; price in paise. */
export interface CartLine {
  productId: string;
  name: string;
  price: number;
  image?: string;
  variant?: string;
  quantity: number;
  /** Units the shop can still promise (issue 18); unknown when absent (a guest's stored cart). */
  available?: number;
}

/** What a shopper's click knows of a product not yet in the cart. */
export type ProductSummary = Omit<CartLine, 'productId' | 'quantity'>;

export function quantityOf(lines: readonly CartLine[], productId: string): number {
  return lines.find((line) => line.productId === productId)?.quantity ?? 0;
}

/** docs/product.md §4: a quantity of 0 removes the line; a new product is appended. */
export function setQuantity(lines: readonly CartLine[], productId: string, quantity: number, product?: ProductSummary): CartLine[] {
  if (quantity === 0) return lines.filter((line) => line.productId !== productId);
  if (lines.some((line) => line.productId === productId)) {
    return lines.map((line) => (line.productId === productId ? { ...line, quantity } : line));
  }
  return [...lines, { name: '', price: 0, ...product, productId, quantity }];
}

/** The server's cart with the shopper's still-unconfirmed quantities laid over it. */
export function overlay(serverLines: readonly CartLine[], intents: Record<string, number>, known: readonly CartLine[]): CartLine[] {
  return Object.entries(intents).reduce<CartLine[]>(
    (lines, [productId, quantity]) => setQuantity(lines, productId, quantity, known.find((line) => line.productId === productId)),
    [...serverLines],
  );
}

/** The one-tap fix of a line that wants more than the shop has (issue 18): bring it down to what is left, or take it out. */
export type StockFix = { kind: 'reduce'; quantity: number } | { kind: 'remove' };

export function stockFixOf({ quantity, available }: Pick<CartLine, 'quantity' | 'available'>): StockFix | null {
  if (available === undefined || quantity <= available) return null;
  return available > 0 ? { kind: 'reduce', quantity: available } : { kind: 'remove' };
}

/** Checkout waits until no line wants more than is left. */
export function hasShortLines(lines: readonly Pick<CartLine, 'quantity' | 'available'>[]): boolean {
  return lines.some((line) => stockFixOf(line) !== null);
}

/**
 * The most a product may reach in the cart. The clicked product's figure comes first: the screen holds the
 * latest live push, while a line keeps what the server said when the cart was last loaded.
 */
export function ceilingOf(lines: readonly CartLine[], productId: string, product?: ProductSummary): number {
  return product?.available ?? lines.find((line) => line.productId === productId)?.available ?? Number.POSITIVE_INFINITY;
}
