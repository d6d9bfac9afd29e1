// Hindi names of the shop's categories, by their English label (categoryLabel(path)), for the storefront's
// dictionary. TEMPORARY: libs/domain/src/catalog/shop-categories.ts is getting Hindi category labels of its own
// (issue 19 "हिन्दी", another change); once it has them, this file goes and the domain's labels are used.
export const hindiCategoryLabels = {
  Fruits: 'फल',
  Vegetables: 'सब्ज़ियाँ',
  Dairy: 'डेयरी',
  Bakery: 'बेकरी',
  Beverages: 'पेय पदार्थ',
  Snacks: 'स्नैक्स',
  Meat: 'मांस',
  Seafood: 'सी फ़ूड',
  Frozen: 'फ्रोज़न',
  Canned: 'डिब्बाबंद',
  Spices: 'मसाले',
  Condiments: 'चटनी और सॉस',
  Grains: 'अनाज',
  Pasta: 'पास्ता',
  Oils: 'तेल',
  Cereals: 'सीरियल',
  Tea: 'चाय',
  Coffee: 'कॉफ़ी',
  Sweets: 'मिठाइयाँ',
  Nuts: 'मेवे',
  // Banners and featured shelves (bannerPaths, featuredCategories).
  'Seasonal Sale': 'मौसमी सेल',
  'Paan Corner': 'पान कॉर्नर',
  'Special Offers': 'ख़ास ऑफ़र',
  Staples: 'रोज़ का राशन',
  'Puja Essentials': 'पूजा सामग्री',
  Milk: 'दूध',
} as const satisfies Readonly<Record<string, string>>;
