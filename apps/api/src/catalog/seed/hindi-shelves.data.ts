// The seeded shelves' (subcategories') Hindi names, as hindi-names.data.ts gives the products'. No runtime imports.

/** Hindi shelf (subcategory) names by the English subcategory. */
export const hindiSubcategories: Readonly<Record<string, string>> = {
  'fresh fruits': 'ताज़े फल',
  'fresh vegetables': 'ताज़ी सब्ज़ियाँ',
  milk: 'दूध',
  'paneer, curd & butter': 'पनीर, दही और मक्खन',
  ghee: 'घी',
  'bread & buns': 'ब्रेड और बन',
  'biscuits & cookies': 'बिस्कुट और कुकीज़',
  'cold drinks & juices': 'कोल्ड ड्रिंक और जूस',
  tea: 'चाय',
  'green tea & premixes': 'ग्रीन टी और प्रीमिक्स',
  'instant coffee': 'इंस्टेंट कॉफ़ी',
  'cold coffee': 'कोल्ड कॉफ़ी',
  namkeen: 'नमकीन',
  'chips & crisps': 'चिप्स और क्रिस्प्स',
  mithai: 'मिठाई',
  'chocolates & candies': 'चॉकलेट और टॉफ़ी',
  'puja sweets': 'पूजा की मिठाई',
  makhana: 'मखाना',
  'dry fruits': 'सूखे मेवे',
  'chicken & mutton': 'चिकन और मटन',
  'fresh fish': 'ताज़ी मछली',
  'frozen snacks & ice cream': 'फ्रोज़न स्नैक्स और आइसक्रीम',
  'canned & ready to eat': 'डिब्बाबंद और रेडी टू ईट',
  'masala & salt': 'मसाले और नमक',
  'sauces, pickles & spreads': 'सॉस, अचार और स्प्रेड',
  'atta, rice & dal': 'आटा, चावल और दाल',
  'noodles & pasta': 'नूडल्स और पास्ता',
  'cooking oil': 'खाने का तेल',
  'breakfast cereals': 'नाश्ते के सीरियल',
  'puja samagri': 'पूजा सामग्री',
  'paan & mouth fresheners': 'पान और माउथ फ्रेशनर',
};

/** A shelf's known Hindi name, or null ("constructor" is no shelf: only the table's own entries count). */
export function hindiShelfName(subcategory: string): string | null {
  return Object.hasOwn(hindiSubcategories, subcategory) ? hindiSubcategories[subcategory] : null;
}
