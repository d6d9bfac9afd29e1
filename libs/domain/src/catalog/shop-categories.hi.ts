import { type bannerPaths, categoryLabel, type featuredCategories, type ShopCategory } from './shop-categories.js';

// A module of its own, so the storefront's first download carries no Hindi: only the lazily loaded Hindi
// dictionary imports it (apps/web/src/shared/locale/hindi-messages.ts, docs/decisions.md#hindi).

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
 * A category, featured or banner path in Hindi: "dairy" → "डेयरी". A path with no Hindi label (an admin's
 * own shelf) shows its English label.
 */
export function categoryLabelHi(path: string): string {
  const key = path.trim().toLowerCase();
  return Object.hasOwn(categoryLabelsHi, key) ? categoryLabelsHi[key as keyof typeof categoryLabelsHi] : categoryLabel(path);
}
