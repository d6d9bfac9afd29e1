import type { Product } from '@jhatpat/api-client';

/** How a category page orders its products; `relevance` is the catalog's own order (issue 19 item 14). */
export type ListingSort = 'relevance' | 'price-asc' | 'price-desc' | 'discount';

export const listingSorts: readonly { value: ListingSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'discount', label: 'Discount' },
];

/** The shopper's choice on a category page, kept in the URL query (?sub=…&sort=…) so reload and Back keep it. */
export interface ListingChoice {
  /** A subcategory as the catalog spells it, or null for all of them. */
  subcategory: string | null;
  sort: ListingSort;
}

const isSort = (value: string | null): value is ListingSort => listingSorts.some((sort) => sort.value === value);

/** Reads ?sub= and ?sort=; an unknown sort (an old or edited link) falls back to relevance. */
export function listingChoiceOf(params: URLSearchParams): ListingChoice {
  const sort = params.get('sort');
  return { subcategory: params.get('sub') || null, sort: isSort(sort) ? sort : 'relevance' };
}

/** The query for a choice; the defaults are left out so a plain category link stays plain. */
export function listingQueryOf({ subcategory, sort }: ListingChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (subcategory) params.set('sub', subcategory);
  if (sort !== 'relevance') params.set('sort', sort);
  return params;
}

/** The subcategories among the products, in the order they first appear on the shelf. */
export function subcategoriesOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((product) => product.subcategory).filter(Boolean))];
}

const orderings: Record<Exclude<ListingSort, 'relevance'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  discount: (a, b) => b.discountPercentage - a.discountPercentage,
};

/**
 * The products shown for a choice: those of the subcategory (all when it is none, or one no product has
 * any more, so a stale link never empties the page), sorted stably, so equal prices keep the shelf's order.
 */
export function listedProducts(products: readonly Product[], { subcategory, sort }: ListingChoice): Product[] {
  const inSubcategory = products.filter((product) => product.subcategory === subcategory);
  const shown = inSubcategory.length > 0 ? inSubcategory : [...products];
  return sort === 'relevance' ? shown : shown.sort(orderings[sort]);
}
