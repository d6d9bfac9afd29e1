/** A cart line as the client shows it; price in paise. */
export interface CartLine {
  productId: string;
  name: string;
  price: number;
  image?: string;
  variant?: string;
  quantity: number;
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
