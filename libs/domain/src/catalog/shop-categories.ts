// docs/product.md §2 "Shop-by-category grid": 20 entries, in this order.
export const shopCategories = [
  'fruits', 'vegetables', 'dairy', 'bakery', 'beverages', 'snacks', 'meat', 'seafood', 'frozen', 'canned',
  'spices', 'condiments', 'grains', 'pasta', 'oils', 'cereals', 'tea', 'coffee', 'sweets', 'nuts',
] as const;
export type ShopCategory = (typeof shopCategories)[number];

// docs/product.md §2 "Banner carousel" and featured categories.
export const bannerPaths = ['seasonal-sale', 'paan-corner', 'special-offers', 'fruits'] as const;
export const featuredCategories = ['staples', 'puja-essentials', 'Milk'] as const;

/** "dairy" → "Dairy", "puja-essentials" → "Puja Essentials" (in Hindi: shop-categories.hi.ts). */
export function categoryLabel(path: string): string {
  return path
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
