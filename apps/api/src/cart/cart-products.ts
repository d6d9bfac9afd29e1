/** A product as the cart shows it, at today's price (paise). */
export interface CartProduct {
  id: string;
  name: string;
  /** The Hindi name, or the English one while none is known. */
  nameHi: string;
  pricePaise: number;
  image: string;
  variant: string | null;
  /** Units a shopper can order now, so the cart can flag a line that asks for more. */
  available: number;
}

/**
 * The cart's view of the catalog: products a shopper may buy now (hidden ones are absent).
 * Provided by the catalog context (cart.module.ts); the cart never reads the catalog's tables.
 */
export abstract class CartProducts {
  abstract findAvailable(ids: readonly string[]): Promise<Map<string, CartProduct>>;
}
