import type { Product } from '@jhatpat/api-client';

/** Cards in a product page's "Similar items" row: a row on a desktop, three short rows on a phone. */
export const SIMILAR_COUNT = 6;

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
