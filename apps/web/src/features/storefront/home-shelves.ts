import type { Api, Product } from '@jhatpat/api-client';

/** One product section of the home page (docs/product.md §2), drawn from a category of the seeded catalog. */
export interface HomeShelf {
  id: string;
  title: string;
  /** The catalog path it comes from; absent for the shop-wide list (GET /products). */
  category?: string;
  /** Only this subcategory of the category. */
  subcategory?: string;
  /** Loaded once the others have settled ("one more section loaded later"). */
  later?: boolean;
}

/** Cards per section: enough to browse, few enough that the home page stays light on a phone. */
export const SHELF_SIZE = 8;

// docs/product.md §2: related products, cold drinks and juices, snacks and chips, candies and gums, and one more
// section loaded later: Mithila makhana and dry fruits, a Bihar favourite.
export const homeShelves: readonly HomeShelf[] = [
  { id: 'related', title: 'Related products' },
  { id: 'cold-drinks', title: 'Cold drinks & juices', category: 'beverages', subcategory: 'cold drinks & juices' },
  { id: 'snacks', title: 'Snacks & chips', category: 'snacks' },
  { id: 'candies', title: 'Candies & gums', category: 'sweets', subcategory: 'chocolates & candies' },
  { id: 'makhana', title: 'Makhana & dry fruits', category: 'nuts', later: true },
];

/** The shelf's products, in catalog order, at most SHELF_SIZE of them. */
export function shelfProducts(shelf: HomeShelf, products: readonly Product[]): Product[] {
  const wanted = shelf.subcategory?.toLowerCase();
  return products.filter((product) => !wanted || product.subcategory.toLowerCase() === wanted).slice(0, SHELF_SIZE);
}

/** GET /products (a first page) for the shop-wide shelf, GET /products/category/{category} for the others. */
export async function loadShelf(api: Api, shelf: HomeShelf): Promise<Product[]> {
  const products = shelf.category
    ? await api.products.byCategory(shelf.category)
    : (await api.products.listPage({ page: 1, limit: SHELF_SIZE })).products;
  return shelfProducts(shelf, products);
}
