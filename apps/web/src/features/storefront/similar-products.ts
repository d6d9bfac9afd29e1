import type { Product } from '@jhatpat/api-client';

/** Cards in a product page's "Similar items" row: one whole row of 7 at a 1280 px desktop (wholeRows shows 6 on a phone, three rows of two). */
export const SIMILAR_COUNT = 7;

/**
 * The products a shopper looking at `product` might take instead (issue 19 item 14): others of its
 * subcategory first, then others of its category, each group in shelf order with what is sold out last,
 * at most SIMILAR_COUNT. `shelf` is the product's category as GET /products/category/{category} lists it.
 */
export function similarProducts(product: Product, shelf: readonly Product[]): Product[] {
  const others = shelf.filter((candidate) => candidate._id !== product._id);
  const rank = (candidate: Product) => (candidate.subcategory === product.subcategory ? 0 : 1) + (candidate.available > 0 ? 0 : 2);
  // Array.prototype.sort is stable: equal ranks keep the shelf's order.
  return others.sort((a, b) => rank(a) - rank(b)).slice(0, SIMILAR_COUNT);
}
