// docs/product.md §2 "Shop-by-category grid": 20 entries, in this order.
export const shopCategories = [
  'fruits', 'vegetables', 'dairy', 'bakery', 'beverages', 'snacks', 'meat', 'seafood', 'frozen', 'canned',
  'spices', 'condiments', 'grains', 'pasta', 'oils', 'cereals', 'tea', 'coffee', 'sweets', 'nuts',
] as const;
export type ShopCategory = (typeof shopCategories)[number];

// docs/product.md §2 "Banner carousel" and featured categories.
export const bannerPaths = ['seasonal-sale', 'paan-corner', 'special-offers', 'fruits'] as const;
export const featuredCategories = ['staples', 'puja-essentials', 'Milk'] as const;

/** The storefront's two languages: English, and Hindi in Devanagari. */
export type ShopLocale = 'en' | 'hi';

/**
 * The Hindi label of every grid category, featured and banner path, by its lower-cased path: the words a
 * Patna shopper reads on a Hindi grocery app (shop-categories.spec.ts checks that none is missing).
 */
export const categoryLabelsHi: Readonly<Record<ShopCategory | Lowercase<(typeof bannerPaths)[number] | (typeof featuredCategories)[number]>, string>> = {
  fruits: 'फल',
  vegetables: 'सब्ज़ियाँ',
  dairy: 'डेयरी',
  bakery: 'बेकरी',
  beverages: 'पेय पदार्थ',
  snacks: 'स्नैक्स',
  meat: 'मीट',
  seafood: 'मछली और सी-फ़ूड',
  frozen: 'फ्रोज़न',
  canned: 'डिब्बाबंद',
  spices: 'मसाले',
  condiments: 'सॉस और अचार',
  grains: 'आटा, चावल और दाल',
  pasta: 'नूडल्स और पास्ता',
  oils: 'तेल',
  cereals: 'नाश्ता',
  tea: 'चाय',
  coffee: 'कॉफ़ी',
  sweets: 'मिठाई',
  nuts: 'सूखे मेवे',
  'seasonal-sale': 'मौसमी सेल',
  'paan-corner': 'पान कॉर्नर',
  'special-offers': 'ख़ास ऑफ़र',
  staples: 'रोज़ का सामान',
  'puja-essentials': 'पूजा सामग्री',
  milk: 'दूध',
};

/**
 * "dairy" → "Dairy", "puja-essentials" → "Puja Essentials"; in Hindi, "dairy" → "डेयरी". A path with no
 * Hindi label (an admin's own shelf) shows its English label in both.
 */
export function categoryLabel(path: string, locale: ShopLocale = 'en'): string {
  if (locale === 'hi') {
    const key = path.trim().toLowerCase();
    if (Object.hasOwn(categoryLabelsHi, key)) return categoryLabelsHi[key as keyof typeof categoryLabelsHi];
  }
  return path
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
