import type { Product } from '@jhatpat/api-client';

// Stories only: the shelves of the home page that the shared catalog fixtures do not stock (drinks,
// candies, makhana), shaped like the API's seeded catalog.
const shelfProduct = (n: number, [name, nameHi]: [string, string], price: number, originalPrice: number, weight: string, category: string, [subcategory, subcategoryHi]: [string, string]): Product => ({
  _id: `6750f0c1a3b2c4d5e6f8${n.toString(16).padStart(4, '0')}`,
  name,
  nameHi,
  price,
  originalPrice,
  discountPercentage: Math.floor(((originalPrice - price) * 100) / originalPrice),
  image: `/api/images/products/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
  weight,
  variant: weight,
  unit: weight.replace(/[\d.\s]+/, ''),
  desc: `${subcategory} · ${weight}`,
  description: `${name}, ${weight}.`,
  category,
  subcategory,
  subcategoryHi,
  available: 40,
});

export const shelfFixtures: Product[] = [
  shelfProduct(1, ['Frooti Mango Drink', 'फ्रूटी आम ड्रिंक'], 38, 40, '600 ml', 'beverages', ['cold drinks & juices', 'कोल्ड ड्रिंक और जूस']),
  shelfProduct(2, ['Thums Up', 'थम्स अप'], 40, 40, '750 ml', 'beverages', ['cold drinks & juices', 'कोल्ड ड्रिंक और जूस']),
  shelfProduct(3, ['Red Bull Energy Drink', 'रेड बुल एनर्जी ड्रिंक'], 125, 125, '250 ml', 'beverages', ['energy drinks', 'एनर्जी ड्रिंक']),
  shelfProduct(4, ['Lays India’s Magic Masala', 'लेज़ इंडियाज़ मैजिक मसाला'], 20, 20, '52 g', 'snacks', ['chips & crisps', 'चिप्स और क्रिस्प्स']),
  shelfProduct(5, ['Cadbury Dairy Milk', 'कैडबरी डेयरी मिल्क'], 50, 50, '50 g', 'sweets', ['chocolates & candies', 'चॉकलेट और टॉफ़ी']),
  shelfProduct(6, ['Center Fresh Mint Chewing Gum', 'सेंटर फ्रेश मिंट च्युइंग गम'], 60, 60, '30 pcs', 'sweets', ['chocolates & candies', 'चॉकलेट और टॉफ़ी']),
  shelfProduct(7, ['Mithai Kaju Katli', 'काजू कतली मिठाई'], 250, 280, '250 g', 'sweets', ['mithai', 'मिठाई']),
  shelfProduct(8, ['Mithila Makhana (Phool Makhana)', 'मिथिला मखाना (फूल मखाना)'], 120, 150, '100 g', 'nuts', ['makhana', 'मखाना']),
  shelfProduct(9, ['Happilo Premium California Almonds', 'हैपिलो प्रीमियम कैलिफ़ोर्निया बादाम'], 249, 299, '200 g', 'nuts', ['dry fruits', 'सूखे मेवे']),
];
